import { describe, expect, it } from 'vitest';
import { APP_START_ELEMENT_ID, START_APP_AFTER_FIRST_PAINT } from '../compose-page';

interface Element {
  tagName: string;
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
}

/**
 * The inline script run as a page runs it, against a document that records what is appended to
 * <head>, and a browser whose frames and timers run only when the test says.
 */
function startScript(start: { entry: string; preloads: string[] }, { paints = true } = {}) {
  const head: Element[] = [];
  const document = {
    head: { appendChild: (el: Element) => head.push(el) },
    getElementById: (id: string) => (id === APP_START_ELEMENT_ID ? { textContent: JSON.stringify(start) } : null),
    createElement: (tagName: string): Element => ({ tagName }),
  };
  const tasks: { run: () => void; delay: number }[] = [];
  const requestAnimationFrame = (run: () => void) => (paints ? tasks.push({ run, delay: -1 }) : 0);
  const setTimeout = (run: () => void, delay: number) => tasks.push({ run, delay });
  new Function('document', 'requestAnimationFrame', 'setTimeout', START_APP_AFTER_FIRST_PAINT)(
    document,
    requestAnimationFrame,
    setTimeout,
  );
  /** Runs the next task due (the frame first, then timers by their delay, as a browser would). */
  const runNextTask = () => {
    const next = [...tasks].sort((a, b) => a.delay - b.delay)[0];
    if (!next) return false;
    tasks.splice(tasks.indexOf(next), 1);
    next.run();
    return true;
  };
  const preloaded = () => head.filter((el) => el.rel === 'modulepreload').map((el) => el.href);
  return { head, runNextTask, preloaded };
}

describe("the script that starts a pre-rendered page's app after its first paint", () => {
  it('asks for the entry first, then its preloads a few per task, every one in order', () => {
    const preloads = Array.from({ length: 20 }, (_, i) => `/assets/module-${i}.js`);
    const page = startScript({ entry: '/assets/index-1.js', preloads });
    expect(page.head).toEqual([]);

    page.runNextTask(); // the first frame
    expect(page.head).toEqual([]);
    page.runNextTask(); // the task after it: the entry and the first few
    expect(page.head[0]).toMatchObject({ tagName: 'script', type: 'module', src: '/assets/index-1.js' });
    const first = page.preloaded();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(3);

    let tasksAfter = 0;
    while (page.preloaded().length < preloads.length && page.runNextTask()) tasksAfter += 1;
    expect(page.preloaded()).toEqual(preloads);
    expect(tasksAfter).toBeGreaterThanOrEqual(2);

    // The fallback timer (for a tab that never paints) starts nothing twice.
    while (page.runNextTask());
    expect(page.head.filter((el) => el.tagName === 'script')).toHaveLength(1);
    expect(page.preloaded()).toEqual(preloads);
  });

  it('starts the app in a background tab, which never paints, from its timer', () => {
    const page = startScript({ entry: '/assets/index-1.js', preloads: ['/assets/a.js'] }, { paints: false });
    while (page.runNextTask());
    expect(page.head.map((el) => el.src ?? el.href)).toEqual(['/assets/index-1.js', '/assets/a.js']);
  });
});
