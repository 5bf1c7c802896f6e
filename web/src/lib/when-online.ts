/** What `whenOnline` uses of the browser window (a test hands it a fake). */
export interface ConnectionWindow {
  navigator: { readonly onLine: boolean };
  addEventListener(type: 'online', listener: () => void, options: { once: true }): void;
}

/**
 * Runs the page load it is given now, or, offline, once the connection is back: a load started
 * offline shows the browser's error page in place of this one. Of several asked for meanwhile, the
 * last one goes.
 */
export function createWhenOnline(page: ConnectionWindow = window) {
  let waiting: (() => void) | null = null;
  return (load: () => void) => {
    if (page.navigator.onLine) {
      load();
      return;
    }
    if (!waiting) {
      page.addEventListener(
        'online',
        () => {
          const next = waiting;
          waiting = null;
          next?.();
        },
        { once: true },
      );
    }
    waiting = load;
  };
}
