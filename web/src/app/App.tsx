import { BrowserRouter } from 'react-router';
import type { SeededQuery } from '../lib/seed';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

/** `seed`: the query data a server-rendered page was rendered with. */
export function App({ seed }: { seed?: readonly SeededQuery[] }) {
  return (
    <AppProviders seed={seed}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
