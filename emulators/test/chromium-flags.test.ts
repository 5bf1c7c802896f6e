import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import {
  browserUiFeatures,
  chromeLauncherFlags,
  chromePath,
  disabledFeaturesOf,
  journeyBrowserArgs,
  oneContextBrowserArgs,
  playwrightChromiumArgs,
  playwrightDisabledFeatures,
} from '../src/chromium';

/** The string literals of playwright-core's `disabledFeatures = [ … ]`, read from its bundle. */
function installedPlaywrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const bundle = readdirSync(lib, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(lib, file), 'utf8'))
    .find((text) => text.includes('disabledFeatures = ['));
  const list = bundle?.match(/disabledFeatures = \[([\s\S]*?)\]/)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read its chromiumSwitches");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** The processes of a browser whose profile is `userDataDir` that were started with `flag`. */
function processesWith(flag: string, userDataDir: string): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      // A zygote's child rewrites its command line as one string: look for the flags in its words.
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
      if (args.includes(flag) && args.includes(`--user-data-dir=${userDataDir}`)) count++;
    } catch {
      // The process ended while being read.
    }
  }
  return count;
}

/** Renderers of the browser furniture's WebUI. */
const topChromeRenderers = (userDataDir: string) => processesWith('--top-chrome-webui', userDataDir);

/** A kept profile's browser with `args`: two pages that run script, a popup from one; its renderer processes then. */
async function renderersOfAProfile(args: string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'toolshub-flags-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromePath, args });
  try {
    const pages = [await context.newPage(), await context.newPage()];
    for (const [i, page] of pages.entries()) {
      await page.setContent(
        `<p id="out"></p><script>document.getElementById('out').textContent = 'page ' + ${i};</script>`,
      );
      await expect(page.locator('#out').textContent()).resolves.toBe(`page ${i}`);
    }
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      // A string: this project compiles without the DOM's types.
      pages[0]!.evaluate("void window.open('about:blank', '_blank', 'popup')"),
    ]);
    await expect(popup.evaluate(() => 6 * 7)).resolves.toBe(42);
    return processesWith('--type=renderer', dir);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens two windows (contexts) on a blank page, one after the other, and looks at each. */
async function inTwoWindows(args: string[], look: (userDataDir: string) => Promise<void> | void): Promise<void> {
  const server = await chromium.launchServer({ executablePath: chromePath, args });
  const userDataDir = (server.process().spawnargs.find((a) => a.startsWith('--user-data-dir=')) ?? '').split('=')[1]!;
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    for (let i = 0; i < 2; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>a window</p>');
      await look(userDataDir);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

describe("Chromium's flags", () => {
  it('repeat every feature the installed Playwright disables (Chromium reads the last --disable-features)', () => {
    expect([...playwrightDisabledFeatures].sort()).toEqual(installedPlaywrightDisabledFeatures().sort());
    expect(disabledFeaturesOf(playwrightChromiumArgs)).toEqual([...playwrightDisabledFeatures, ...browserUiFeatures]);
  });

  it("keep chrome-launcher's own disabled features beside the furniture's", () => {
    const flags = chromeLauncherFlags(Launcher.defaultFlags());
    const launcherFeatures = disabledFeaturesOf(Launcher.defaultFlags());
    expect(launcherFeatures).toContain('Translate');
    expect(disabledFeaturesOf(flags)).toEqual([...launcherFeatures, ...browserUiFeatures]);
    expect(flags).toContain('--headless=new');
  });

  it('start no WebUI renderer for the address bar of a new window, which Chromium does without them', async () => {
    const without = playwrightChromiumArgs.filter((a) => !a.startsWith('--disable-features='));
    // Without the flag, each window's furniture has a renderer (proof that the count sees them)…
    await inTwoWindows(without, (dir) => expect.poll(() => topChromeRenderers(dir)).toBeGreaterThan(0));
    // …with it, none once the window shows its page (the control's renderer is there by then).
    await inTwoWindows(playwrightChromiumArgs, (dir) => expect(topChromeRenderers(dir)).toBe(0));
  });

  it("run the journeys' script in V8's interpreter only, and the bench's as a buyer's browser does", async () => {
    // %GetOptimizationStatus's bit for "never optimized" (V8's OptimizationStatus::kNeverOptimize).
    const neverOptimize = 2;
    const statusOfAHotFunction = async (args: string[]) => {
      // Chromium reads the last --js-flags: the natives syntax goes into the journeys' own flag.
      const jsFlags = args.findLast((a) => a.startsWith('--js-flags='));
      const withNatives = [
        ...args.filter((a) => a !== jsFlags),
        `${jsFlags ?? '--js-flags='}${jsFlags ? ',' : ''}--allow-natives-syntax`,
      ];
      const browser = await chromium.launch({ executablePath: chromePath, args: withNatives });
      try {
        const page = await browser.newPage();
        return await page.evaluate(`(() => {
          function hot(x) { return x * 2 + 1; }
          for (let i = 0; i < 1e6; i++) hot(i);
          return eval('%GetOptimizationStatus(hot)');
        })()`);
      } finally {
        await browser.close();
      }
    };
    expect(Number(await statusOfAHotFunction([...playwrightChromiumArgs, ...journeyBrowserArgs])) & neverOptimize).toBe(
      neverOptimize,
    );
    expect(Number(await statusOfAHotFunction(playwrightChromiumArgs)) & neverOptimize).toBe(0);
    // The journeys' launch options (playwright.config.ts is outside this project's compilation).
    const journeysConfig = readFileSync(join(import.meta.dirname, '../../playwright.config.ts'), 'utf8');
    expect(journeysConfig).toContain('args: [...playwrightChromiumArgs, ...journeyBrowserArgs]');
  });

  it("run a kept profile's browser as one process, its pages, scripts and popups working", async () => {
    expect(await renderersOfAProfile(playwrightChromiumArgs)).toBeGreaterThan(1);
    // The pages' documents are the browser process's own.
    expect(await renderersOfAProfile([...playwrightChromiumArgs, ...oneContextBrowserArgs])).toBe(0);
  });
});
