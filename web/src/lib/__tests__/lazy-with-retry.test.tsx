import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type FunctionComponent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { lazyWithRetry } from '../lazy-with-retry';
import type { DeploymentCheck } from '../new-deployment';

const CHUNK = 'http://127.0.0.1:5050/assets/Page-abc123.js';
const failedImport = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

function Page({ name }: { name: string }) {
  return <p>{name} is here</p>;
}

/** The tab: its session storage outlives a reload, as sessionStorage does. */
const tabStorage = new Map<string, string>();

function deploymentCheck(chunkStatus: number): DeploymentCheck {
  return {
    fetch: vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(null, { status: chunkStatus, headers: { 'Content-Type': 'text/javascript' } })),
    ),
    online: () => true,
    storage: () => ({ getItem: (k) => tabStorage.get(k) ?? null, setItem: (k, v) => void tabStorage.set(k, v) }),
    reload: vi.fn(),
    now: () => Date.now(),
  };
}

function renderInBoundary(Lazy: FunctionComponent<{ name: string }>) {
  render(
    <ErrorBoundary fallback={(error, retry) => <button onClick={retry}>Try again: {String(error)}</button>}>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="The page" />
      </Suspense>
    </ErrorBoundary>,
  );
}

beforeEach(() => {
  tabStorage.clear();
  // React reports the errors the boundary catches; they are the point of these tests.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyWithRetry', () => {
  it('draws a preloaded component in the render that wants it, without its fallback', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Page }));
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderInBoundary(Lazy);

    // Synchronously: React.lazy would show "Loading" first, then the page after its reveal throttle.
    expect(screen.getByText('The page is here')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('keeps drawing a component that rendered before its preload arrived as it began, its state kept', async () => {
    function Counter({ name }: { name: string }) {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`${name}: ${count}`}</button>;
    }
    let arrive: () => void = () => undefined;
    const module = new Promise<{ default: typeof Counter }>(
      (resolve) => (arrive = () => resolve({ default: Counter })),
    );
    const Lazy = lazyWithRetry(() => module);
    const page = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name={name} />
      </Suspense>
    );
    const { rerender } = render(page('The page'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    Lazy.preload();
    arrive();
    await userEvent.click(await screen.findByRole('button', { name: 'The page: 0' }));

    // Drawn again once the preload is here: the same component, so its count stays.
    rerender(page('Still the page'));
    expect(screen.getByRole('button', { name: 'Still the page: 1' })).toBeInTheDocument();
  });

  it('imports again on Try again after a failed import, and shows the component', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(failedImport())
      .mockResolvedValue({ default: Page });
    const check = deploymentCheck(200);
    renderInBoundary(lazyWithRetry(importer, check));

    const tryAgain = await screen.findByRole('button', { name: /^Try again: TypeError: Failed to fetch/ });
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.click(tryAgain);

    expect(await screen.findByText('The page is here')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(check.reload).not.toHaveBeenCalled();
  });

  it('keeps failing readably while the import keeps failing, one import per Try again', async () => {
    const importer = vi.fn<() => Promise<{ default: typeof Page }>>().mockRejectedValue(new Error('boom'));
    renderInBoundary(lazyWithRetry(importer, deploymentCheck(200)));

    await userEvent.click(await screen.findByRole('button', { name: 'Try again: Error: boom' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again: Error: boom' }));
    await screen.findByRole('button', { name: 'Try again: Error: boom' });
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('reloads the page once for a chunk the server no longer has, and shows the error if that did not help', async () => {
    const beforeReload = deploymentCheck(404);
    renderInBoundary(lazyWithRetry(() => Promise.reject(failedImport()), beforeReload));
    await vi.waitFor(() => expect(beforeReload.reload).toHaveBeenCalledTimes(1));
    // The page is going away: it keeps loading instead of flashing an error.
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    // The reloaded page still cannot have it (the same tab, seconds later): no second reload.
    cleanup();
    const afterReload = deploymentCheck(404);
    renderInBoundary(lazyWithRetry(() => Promise.reject(failedImport()), afterReload));
    expect(await screen.findByRole('button', { name: /^Try again/ })).toBeInTheDocument();
    expect(afterReload.reload).not.toHaveBeenCalled();
  });
});
