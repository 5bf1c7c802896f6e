import type { OptionsObject, SnackbarMessage, SnackbarProviderProps } from 'notistack';
import { createContext, Suspense, use, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { ErrorBoundary } from './ErrorBoundary';

/** How long a toast stays, in the app and on a page's islands alike. */
export const TOAST_AUTO_HIDE_MS = 5000;

export type EnqueueSnackbar = (message: SnackbarMessage, options?: OptionsObject) => void;

interface Snackbars {
  enqueueSnackbar: EnqueueSnackbar;
}

const SnackbarContext = createContext<Snackbars>({ enqueueSnackbar: () => undefined });

// notistack (with its own styling engine, about 9 kB gzip) is needed only once there is something to
// say, which most visits never do: it loads with the first message instead of with every page.
const NotistackHost = lazyWithRetry(() => import('./NotistackHost'));

interface Props extends Pick<SnackbarProviderProps, 'autoHideDuration' | 'maxSnack'> {
  children: ReactNode;
}

/**
 * The app's toasts: notistack's, with its props and its `useSnackbar().enqueueSnackbar`, but
 * notistack's code is fetched on the first `enqueueSnackbar` call. Messages sent meanwhile wait
 * and are shown, in order, once it is there.
 */
export function SnackbarProvider({ children, ...hostProps }: Props) {
  // How many messages asked for the host before it was there: each asks again if its code failed to load.
  const [hostRequests, setHostRequests] = useState(0);
  const [channel] = useState(() => {
    const waiting: Parameters<EnqueueSnackbar>[] = [];
    let deliver: EnqueueSnackbar | null = null;
    return {
      snackbars: {
        enqueueSnackbar: (message, options) => {
          if (deliver) {
            deliver(message, options);
          } else {
            waiting.push([message, options]);
            setHostRequests((n) => n + 1);
          }
        },
      } satisfies Snackbars,
      /** NotistackHost, once mounted: shows what waited and takes the next messages directly. */
      connect: (next: EnqueueSnackbar) => {
        deliver = next;
        for (const [message, options] of waiting.splice(0)) next(message, options);
        return () => {
          deliver = null;
        };
      },
    };
  });

  return (
    <SnackbarContext value={channel.snackbars}>
      {children}
      {hostRequests > 0 && (
        <ErrorBoundary resetKey={hostRequests} fallback={() => null}>
          <Suspense fallback={null}>
            <NotistackHost {...hostProps} connect={channel.connect} />
          </Suspense>
        </ErrorBoundary>
      )}
    </SnackbarContext>
  );
}

/** notistack's hook, for this provider: `const { enqueueSnackbar } = useSnackbar()`. */
export function useSnackbar(): Snackbars {
  return use(SnackbarContext);
}
