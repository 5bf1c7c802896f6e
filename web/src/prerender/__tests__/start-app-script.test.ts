import { describe, expect, it } from 'vitest';
import { APP_START_ELEMENT_ID, START_APP_AFTER_FIRST_PAINT, type PageStart } from '../compose-page';

interface Element {
  tagName: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
}

/** The script's one `import(…)`, called through a function the test hands it (`import` is syntax, not a name). */
function scriptWithImportHook(): string {
  const calls = START_APP_AFTER_FIRST_PAINT.match(/\bimport\(/g) ?? [];
  expect(calls).toHaveLength(1);
  return START_APP_AFTER_FIRST_PAINT.replace(/\bimport\(/, 'importModule(');
}

/**
 * The inline script run as a page runs it, against a document that records what is appended to
 * <head>, a browser whose frames and timers run only when the test says, and modules whose import
 * settles when the test says.
 */
function startScript(start: PageStart, { paints = true } = {}) {
  const head: Element[] = [];
  const log: string[] = [];
  const document = {
    head: {
      appendChild: (el: Element) => {
        head.push(el);
        if (el.tagName === 'script') log.push(`entry ${el.src}`);
      },
    },
    getElementById: (id: string) => (id === APP_START_ELEMENT_ID ? { textContent: JSON.stringify(start) } : null),
    createElement: (tagName: string): Element => ({ tagName }),
  };
  const tasks: { run: () => void; delay: number }[] = [];
  const requestAnimationFrame = (run: () => void) => (paints ? tasks.push({ run, delay: -1 }) : 0);
  const setTimeout = (run: () => void, delay: number) => tasks.push({ run, delay });
  const imports = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const importModule = (href: string) =>
    new Promise<void>((resolve, reject) => {
      log.push(`import ${href}`);
      imports.set(href, {
        resolve: () => {
          log.push(`evaluated ${href}`);
          resolve();
        },
        reject,
      });
    });
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'importModule', scriptWithImportHook())(
    document,
    requestAnimationFrame,
    setTimeout,
    importModule,
  );
  /** Runs the next task due (the frame first, then timers by their delay, as a browser would). */
  const runNextTask = async () => {
    await Promise.resolve();
    const next = [...tasks].sort((a, b) => a.delay - b.delay)[0];
    if (!next) return false;
    tasks.splice(tasks.indexOf(next), 1);
    log.push('task');
    next.run();
    return true;
  };
  /** Settles a module's import, as the browser does once it is fetched and evaluated. */
  const settle = async (href: string, error?: Error) => {
    const pending = imports.get(href);
    if (!pending) throw new Error(`${href} was not imported`);
    if (error) pending.reject(error);
    else pending.resolve();
    await Promise.resolve();
  };
  const preloaded = () => head.filter((el) => el.rel === 'modulepreload').map((el) => el.href);
  const entries = () => head.filter((el) => el.tagName === 'script').map((el) => el.src);
  return { head, log, runNextTask, settle, preloaded, entries };
}

describe("the script that starts a pre-rendered page's app after its first paint", () => {
  it('asks for an entry with nothing to evaluate first, then its preloads one per task, every one in order', async () => {
    const preloads = Array.from({ length: 20 }, (_, i) => `/assets/module-${i}.js`);
    const page = startScript({ entry: '/assets/islands-1.js', preloads });
    expect(page.head).toEqual([]);

    await page.runNextTask(); // the first frame
    expect(page.head).toEqual([]);
    await page.runNextTask(); // the task after it: the entry and the first preload
    expect(page.head[0]).toMatchObject({ tagName: 'script', type: 'module', src: '/assets/islands-1.js' });
    expect(page.preloaded()).toEqual([preloads[0]]);

    // Each further task asks for one more (each costs the main thread 5–10 ms with DevTools attached).
    let tasksAfter = 0;
    while (page.preloaded().length < preloads.length && (await page.runNextTask())) {
      tasksAfter += 1;
      expect(page.preloaded()).toEqual(preloads.slice(0, tasksAfter + 1));
    }
    expect(tasksAfter).toBe(preloads.length - 1);

    // The fallback timer (for a tab that never paints) starts nothing twice.
    while (await page.runNextTask());
    expect(page.entries()).toEqual(['/assets/islands-1.js']);
    expect(page.preloaded()).toEqual(preloads);
  });

  it("evaluates the entry's imports one a task, in order, and adds the entry after the last", async () => {
    const evaluate = ['/assets/runtime.js', '/assets/react.js', '/assets/client.js'];
    const page = startScript({ entry: '/assets/index-1.js', evaluate, preloads: ['/assets/CartPage.js'] });
    await page.runNextTask(); // the first frame
    await page.runNextTask(); // the start
    expect(page.log).toEqual(['task', 'task', 'import /assets/runtime.js']);
    expect(page.preloaded()).toEqual(evaluate.slice(0, 1));

    await page.settle('/assets/runtime.js');
    // The next import waits for a task of its own.
    expect(page.log.at(-1)).toBe('evaluated /assets/runtime.js');
    for (const href of evaluate.slice(1)) {
      while (!page.log.includes(`import ${href}`)) expect(await page.runNextTask()).toBe(true);
      await page.settle(href);
    }
    expect(page.entries()).toEqual([]);
    while (page.entries().length === 0) expect(await page.runNextTask()).toBe(true);

    expect(page.log.filter((line) => line !== 'task')).toEqual([
      'import /assets/runtime.js',
      'evaluated /assets/runtime.js',
      'import /assets/react.js',
      'evaluated /assets/react.js',
      'import /assets/client.js',
      'evaluated /assets/client.js',
      'entry /assets/index-1.js',
    ]);
    // Each import, and the entry, in a task after the one before was evaluated.
    const between = (from: string, to: string) => page.log.slice(page.log.indexOf(from), page.log.indexOf(to));
    expect(between('evaluated /assets/runtime.js', 'import /assets/react.js')).toContain('task');
    expect(between('evaluated /assets/react.js', 'import /assets/client.js')).toContain('task');
    expect(between('evaluated /assets/client.js', 'entry /assets/index-1.js')).toContain('task');
    while (await page.runNextTask());
    expect(page.preloaded()).toEqual([...evaluate, '/assets/CartPage.js']);
    expect(page.entries()).toEqual(['/assets/index-1.js']);
  });

  it('adds the entry all the same when one of its imports does not load, and imports nothing after it', async () => {
    const evaluate = ['/assets/runtime.js', '/assets/gone.js', '/assets/client.js'];
    const page = startScript({ entry: '/assets/index-1.js', evaluate, preloads: [] });
    await page.runNextTask();
    await page.runNextTask();
    await page.settle('/assets/runtime.js');
    while (!page.log.includes('import /assets/gone.js')) expect(await page.runNextTask()).toBe(true);
    await page.settle('/assets/gone.js', new TypeError('Failed to fetch dynamically imported module'));
    while (await page.runNextTask());
    expect(page.entries()).toEqual(['/assets/index-1.js']);
    expect(page.log).not.toContain('import /assets/client.js');
  });

  it('starts the app in a background tab, which never paints, from its timer', async () => {
    const page = startScript({ entry: '/assets/index-1.js', preloads: ['/assets/a.js'] }, { paints: false });
    while (await page.runNextTask());
    expect(page.head.map((el) => el.src ?? el.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });
});
