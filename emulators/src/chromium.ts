/** Debian's Chromium; CHROME_PATH (Lighthouse's name) or CHROMIUM_PATH (the tests') point elsewhere. */
export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless and off the network: nothing but the local Hosting emulator is reached (without the
 * background-networking flags Chromium keeps dialling Google on this closed network).
 */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Playwright adds its own --headless. */
export const playwrightChromiumArgs = chromeFlags.filter((f) => !f.startsWith('--headless'));
