import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { SnackbarProvider } from '../components/SnackbarProvider';

/**
 * A page as the app holds it, for a unit test: a fresh query cache that never retries (a refused
 * call shows at once), the snackbars, and a router at `path`.
 */
export function renderPage(page: ReactElement, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** The JSON body of the first `method` request to exactly `url` a stubbed fetch was called with. */
export function sentBody(fetchMock: Mock<typeof fetch>, method: string, url: string): unknown {
  const found = fetchMock.mock.calls.find(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
}
