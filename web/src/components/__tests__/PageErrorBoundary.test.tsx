import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { chunksStillServed } from '../../testing/deployment-check';
import { PAGE_ERROR_TITLE, PageErrorBoundary } from '../PageErrorBoundary';

/** A page that throws `failure` while it is set. */
const state: { failure: Error | null } = { failure: null };
function Page() {
  if (state.failure) throw state.failure;
  return <p>Page content</p>;
}

function app() {
  return (
    <MemoryRouter>
      <nav>
        <Link to="/other">Other</Link>
      </nav>
      <PageErrorBoundary>
        <Routes>
          <Route path="/" element={<Page />} />
          <Route path="/other" element={<p>Other content</p>} />
        </Routes>
      </PageErrorBoundary>
    </MemoryRouter>
  );
}

const downloadFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5050/assets/Page-abc123.js');

beforeEach(() => {
  state.failure = null;
  // React reports the errors the boundary catches; they are the point of these tests.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error boundary around a page', () => {
  it('renders the page unchanged when nothing throws, so a pre-rendered page hydrates without a mismatch', async () => {
    const html = renderToString(app());
    expect(html).toBe(
      renderToString(
        <MemoryRouter>
          <nav>
            <Link to="/other">Other</Link>
          </nav>
          <Page />
        </MemoryRouter>,
      ),
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Page content');
    act(() => root.unmount());
    container.remove();
  });

  it('shows what happened and Try again in place of a page that throws; Try again shows the page', async () => {
    state.failure = new Error('Cannot read the price list');
    render(app());

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PAGE_ERROR_TITLE);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_ERROR_TITLE })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something went wrong on our side while it was being shown.');
    expect(screen.getByTestId('page-error-details')).toHaveTextContent('Cannot read the price list');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    state.failure = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the page could not be downloaded, and going to another address clears the error', async () => {
    state.failure = downloadFailed();
    render(app());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of it could not be downloaded: the connection may have dropped for a moment.',
    );
    expect(screen.queryByTestId('page-error-details')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(screen.getByText('Other content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, says so, and tries again by itself when the connection is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    state.failure = downloadFailed();
    render(app());
    expect(screen.getByRole('alert')).toHaveTextContent('could not be downloaded because you are offline');

    state.failure = null;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the error of a page reached by a link: the move that brought the error does not clear it', async () => {
    const importer = vi.fn(() => Promise.reject(downloadFailed()));
    const LazyPage = lazyWithRetry<() => ReactNode>(importer, chunksStillServed());
    render(
      <MemoryRouter initialEntries={['/other']}>
        <Link to="/lazy">Lazy</Link>
        <PageErrorBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/lazy" element={<LazyPage />} />
              <Route path="/other" element={<p>Other content</p>} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </MemoryRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Lazy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAGE_ERROR_TITLE);
    // Give a wrongly cleared error the time to ask for the code again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_ERROR_TITLE);
  });
});
