import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { SeededQuery } from '../lib/seed';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

/** `seed`: the query data a server-rendered page was rendered with; `queryClient`: one made already (main.tsx). */
export function App({ seed, queryClient }: { seed?: readonly SeededQuery[]; queryClient?: QueryClient }) {
  return (
    <AppProviders seed={seed} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
