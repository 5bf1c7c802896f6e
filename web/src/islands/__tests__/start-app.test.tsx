import { afterEach, describe, expect, it } from 'vitest';
import { startAppFrom, type AppLoader } from '../start-app';

/** A loader that records what it is asked for, with task boundaries the test can see. */
function recordingLoader(failing: string[] = []) {
  const log: string[] = [];
  const loader: AppLoader = {
    importFile: async (href) => {
      log.push(`import ${href}`);
      if (failing.includes(href)) throw new TypeError(`Failed to fetch dynamically imported module: ${href}`);
      return Promise.resolve();
    },
    importApp: async () => {
      log.push('import the app');
      return Promise.resolve('the app');
    },
    nextTask: async () => {
      log.push('task');
      return Promise.resolve();
    },
  };
  return { log, loader };
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.replaceChildren();
});

describe("the app's start from a page the islands entry began", () => {
  it("preloads the app's files and the page's, evaluates them a file per task, the page's before the app's last, then imports the app", async () => {
    const { log, loader } = recordingLoader();
    const started = await startAppFrom(
      { appEvaluate: ['/assets/runtime.js', '/assets/client.js'], appPreloads: ['/assets/ToolsPage.js'] },
      loader,
    );
    expect(started).toBe('the app');
    // The page's module before the last of the app's, which starts it, each evaluated in a task of its own.
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/ToolsPage.js', '/assets/client.js']);
    expect(log.filter((line) => line !== 'task')).toEqual([
      'import /assets/runtime.js',
      'import /assets/ToolsPage.js',
      'import /assets/client.js',
      'import the app',
    ]);
    for (let i = 1; i < log.length; i++) if (log[i]?.startsWith('import')) expect(log[i - 1]).toBe('task');
  });

  it("asks for the app's files one a task, not all at once", async () => {
    const { log, loader } = recordingLoader();
    const files = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js'];
    let preloadedAtFirstTask: (string | null)[] = [];
    const firstTask = loader.nextTask;
    loader.nextTask = async () => {
      if (preloadedAtFirstTask.length === 0) preloadedAtFirstTask = preloaded();
      return firstTask();
    };
    await startAppFrom({ appEvaluate: files }, loader);
    expect(preloadedAtFirstTask).toEqual(['/assets/a.js']);
    expect(log.at(-1)).toBe('import the app');
  });

  it('imports the app all the same when one of its files does not load, and nothing after that file', async () => {
    const { log, loader } = recordingLoader(['/assets/gone.js']);
    await startAppFrom({ appEvaluate: ['/assets/gone.js', '/assets/client.js'], appPreloads: [] }, loader);
    expect(log.filter((line) => line !== 'task')).toEqual(['import /assets/gone.js', 'import the app']);
  });

  it('imports the app at once from a page built without the list', async () => {
    const { log, loader } = recordingLoader();
    await startAppFrom({}, loader);
    expect(log).toEqual(['import the app']);
    expect(preloaded()).toEqual([]);
  });
});
