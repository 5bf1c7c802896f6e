/** Debian's Chromium; CHROME_PATH (Lighthouse's name) or CHROMIUM_PATH (the tests') point elsewhere. */
export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless and off the network: nothing but the local Hosting emulator is reached (without the
 * background-networking flags Chromium keeps dialling Google on this closed network).
 */
const headlessFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser's own window furniture, which a headless run never shows: every new window (each
 * Playwright context, each Lighthouse run) loads the address bar's popup as a WebUI page in a
 * renderer of its own, about 1.8 s of CPU a window on a 2-core machine (eight contexts visiting
 * /blogs: 35 s of Chromium's CPU with it, 15 s without).
 */
export const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches, 1.65). Chromium reads
 * only the last `--disable-features` on its command line, so ours repeats the launcher's;
 * chromium-flags.test.ts checks this list against the installed Playwright.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The features a launcher's own flags disable (its `--disable-features=…`, if any). */
export function disabledFeaturesOf(launcherFlags: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const flag = launcherFlags.findLast((f) => f.startsWith(prefix));
  return flag ? flag.slice(prefix.length).split(',').filter(Boolean) : [];
}

/** One `--disable-features` with the launcher's features and the browser's furniture. */
export function disableFeaturesFlag(launcherFeatures: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherFeatures, ...browserUiFeatures])].join(',')}`;
}

/** Playwright adds its own --headless. */
export const playwrightChromiumArgs = [...headlessFlags, disableFeaturesFlag(playwrightDisabledFeatures)];

/**
 * For a browser that holds one profile and one context (the journeys' kept profiles,
 * e2e/support/warm-contexts.ts): the browser, its renderers and its GPU and network services in one
 * process. Every page a journey opens otherwise starts a renderer process, and every message between
 * them is a system call, which this machine's virtualization makes dear (a third of the browser
 * step's CPU was the kernel's). A journey's new page and a load of /blogs: 0.94 s of Chromium's CPU
 * as processes, 0.52 s as one; a page and four loads 2.49 s and 1.80 s; `npm test`'s browser step
 * on a fresh clone 541 s and 427 s. Chromium allows one context in this mode, so a browser that makes
 * contexts of its own (`browser.newContext()`, the bench) does not take it.
 */
export const oneContextBrowserArgs = ['--single-process'];

/**
 * For the journeys' browsers, never the bench's (whose figures are a buyer's): V8 runs the pages'
 * script in its interpreter and never compiles it further. A journey's pages live seconds, and the
 * optimizing compilers' work (on threads of their own, each wake-up a system call this machine's
 * virtualization makes dear) rarely pays back in them: per journey of a kept profile (a new page,
 * then loads that wait for the page's state), three admin grids 6.5-7.2 s of Chromium's CPU with
 * them, 5.1-5.5 s without (the kernel's share halved); Home, the catalogue, Blogs and Portfolio
 * 1.85-1.95 s and 1.60-1.75 s.
 */
export const journeyBrowserArgs = ['--js-flags=--max-opt=0'];

/** For chrome-launcher (Lighthouse), given its default flags (`Launcher.defaultFlags()`). */
export function chromeLauncherFlags(launcherDefaults: readonly string[]): string[] {
  return ['--headless=new', ...headlessFlags, disableFeaturesFlag(disabledFeaturesOf(launcherDefaults))];
}
