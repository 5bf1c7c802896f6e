import { createElement, lazy, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { browserDeploymentCheck, reloadForNewDeployment, type DeploymentCheck } from './new-deployment';

/** A lazy component whose code can be fetched before it is rendered (`preload`: a failure is the render's to report). */
export type LazyComponent<P> = FunctionComponent<P> & { preload: () => void };

/** For each error a failed import threw: how to make the next render import again. */
const retries = new WeakMap<object, () => void>();

/**
 * Makes the component whose import threw `error` import again on its next render (an error
 * boundary's 'Try again' calls it). Does nothing for any other error.
 */
export function retryFailedImport(error: unknown): void {
  if (typeof error === 'object' && error !== null) retries.get(error)?.();
}

/**
 * React.lazy, but a failed import is not final. React.lazy keeps a rejected import for good, so
 * every later render would throw the same error; here the error that reaches the boundary carries a
 * retry (see retryFailedImport) that swaps in a fresh lazy component, which calls the importer again.
 * A chunk that a new deployment has removed reloads the page instead (once, see new-deployment.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyWithRetry<T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
  deploymentCheck: DeploymentCheck = browserDeploymentCheck,
): LazyComponent<ComponentProps<T>> {
  let failuresInARow = 0;

  const load = async () => {
    try {
      const module = await importer();
      failuresInARow = 0;
      return module;
    } catch (caught) {
      failuresInARow += 1;
      // The page is going away: keep showing the loading state rather than an error meanwhile.
      if (await reloadForNewDeployment(caught, failuresInARow, deploymentCheck)) return new Promise<never>(() => {});
      const error = typeof caught === 'object' && caught !== null ? caught : new Error(String(caught));
      retries.set(error, () => {
        current = lazy(load);
      });
      throw error;
    }
  };

  let current = lazy(load);
  // The component once a preload has brought it. React.lazy suspends on its first render even when
  // the module is long here (it learns so only by awaiting it), and React then shows the fallback and
  // holds the content back for its reveal throttle (300 ms): a preloaded page is drawn straight, in
  // the render that wants it. (React takes a resolved lazy and its component for the same type, so
  // one drawn lazily before the preload came keeps its state.)
  let preloaded: T | undefined;
  function RetryableLazy(props: ComponentProps<T>) {
    return createElement(preloaded ?? current, props);
  }
  RetryableLazy.preload = () =>
    void importer().then(
      (module) => void (preloaded = module.default),
      () => undefined,
    );
  return RetryableLazy;
}
