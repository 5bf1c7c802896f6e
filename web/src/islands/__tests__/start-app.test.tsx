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
  it("preloads the app's files and the page's, evaluates the app's a file per task in order, then imports the app", async () => {
    const { log, loader } = recordingLoader();
    const started = await startAppFrom(
      { appEvaluate: ['/assets/runtime.js', '/assets/client.js'], appPreloads: ['/assets/ToolsPage.js'] },
      loader,
    );
    expect(started).toBe('the app');
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/client.js', '/assets/ToolsPage.js']);
    expect(log).toEqual(['import /assets/runtime.js', 'task', 'import /assets/client.js', 'task', 'import the app']);
  });

  it('imports the app all the same when one of its files does not load, and nothing after that file', async () => {
    const { log, loader } = recordingLoader(['/assets/gone.js']);
    await startAppFrom({ appEvaluate: ['/assets/gone.js', '/assets/client.js'], appPreloads: [] }, loader);
    expect(log).toEqual(['import /assets/gone.js', 'import the app']);
  });

  it('imports the app at once from a page built without the list', async () => {
    const { log, loader } = recordingLoader();
    await startAppFrom({}, loader);
    expect(log).toEqual(['import the app']);
    expect(preloaded()).toEqual([]);
  });
});
