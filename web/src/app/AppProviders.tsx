import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, TOAST_AUTO_HIDE_MS } from '../components/SnackbarProvider';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../lib/auth-session';
import { createQueryClient } from '../lib/query-client';
import type { SeededQuery } from '../lib/seed';
import { theme, themeProviderProps } from './theme';

/** `queryClient`: the browser's, made before the app renders (main.tsx); otherwise one from `seed`. */
export function AppProviders({
  children,
  seed,
  queryClient: given,
}: {
  children: ReactNode;
  seed?: readonly SeededQuery[];
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient(seed));
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        {/* noSsr: a client-only app knows the stored mode on the first render (index.html has already
              applied it to <html> before this script ran, so there is no flash). */}
        <ThemeProvider theme={theme} defaultMode="system" noSsr {...themeProviderProps}>
          <CssBaseline enableColorScheme />
          <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
