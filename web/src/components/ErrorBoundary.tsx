import { Component, type ReactNode } from 'react';
import { retryFailedImport } from '../lib/lazy-with-retry';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A new value clears the error (the address changed, say), as 'Try again' does. */
  resetKey?: unknown;
}

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Catches what its children throw while rendering (a lazy page whose code did not arrive, a bug)
 * and shows the fallback instead of leaving the page blank. Without an error it renders the
 * children as they are, so a pre-rendered page hydrates exactly as before.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props, previousState: State) {
    // Only an error already on screen: the update that brought the error may be the one that
    // changed the key (a link to a page whose code then failed), and must not clear it at once.
    if (this.state.failed && previousState.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    if (this.state.failed) retryFailedImport(this.state.error);
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
