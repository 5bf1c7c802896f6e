/**
 * The whole app for a browser that holds a session, started from a page the islands entry began
 * (src/islands/main.tsx): its modules fetched beside it rather than after it, one a task, and its
 * code (the entry's imports, with the page's own modules before the one that starts the app)
 * evaluated a file per task, as a pre-rendered page evaluates it (START_APP_AFTER_FIRST_PAINT in
 * prerender/compose-page.ts), before the app's entry runs.
 */
import type { PageStart } from '../prerender/compose-page';

export interface AppLoader {
  /** Imports a built file by its address (the files the app's entry imports). */
  importFile: (href: string) => Promise<unknown>;
  /** Imports the app's entry, which starts the app. */
  importApp: () => Promise<unknown>;
  /** A task boundary: the browser may handle input and paint before what follows runs. */
  nextTask: () => Promise<void>;
}

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

export async function startAppFrom(start: Partial<PageStart>, loader: AppLoader): Promise<unknown> {
  // The entry's own imports and the page's own modules (its lazy route's) before the last of the
  // entry's imports, the module that starts the app (as START_APP_AFTER_FIRST_PAINT's list).
  const entryImports = start.appEvaluate ?? [];
  const evaluate = [...entryImports.slice(0, -1), ...(start.appPreloads ?? []), ...entryImports.slice(-1)];
  // One a task, as START_APP_AFTER_FIRST_PAINT asks for them: each costs the main thread 5–10 ms.
  void (async () => {
    for (const href of evaluate) {
      preload(href);
      await loader.nextTask();
    }
  })();
  try {
    for (const href of evaluate) {
      await loader.importFile(href);
      await loader.nextTask();
    }
  } catch {
    // A file that did not load: the app's entry, which imports it too, fails or succeeds as it would have.
  }
  return loader.importApp();
}
