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

/** For chrome-launcher (Lighthouse), given its default flags (`Launcher.defaultFlags()`). */
export function chromeLauncherFlags(launcherDefaults: readonly string[]): string[] {
  return ['--headless=new', ...headlessFlags, disableFeaturesFlag(disabledFeaturesOf(launcherDefaults))];
}
