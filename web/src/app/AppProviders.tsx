import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { firebaseApp, firebaseAuth } from '../lib/firebase';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

export const TOAST_AUTO_HIDE_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={firebaseAuth()}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme} defaultMode="system">
            <CssBaseline enableColorScheme />
            <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
              {children}
            </SnackbarProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
