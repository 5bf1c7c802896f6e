import type { Locator, Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from '../emulators/src/admin-sdk';
import { demoTools } from '../emulators/src/demo-data';
import { blogPosts } from '../web/src/features/blog/blog-posts';
import { portfolio } from '../web/src/features/portfolio/portfolio-content';
import { expect, startSignedIn, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectSecurityHeaders, watchCspViolations } from './support/csp';
import { expectHydrated, watchTakeover } from './support/hydration';
import {
  columnsOf,
  expectNoHorizontalScroll,
  GRID_COLUMNS,
  lookAtWidth,
  PAGE_WIDTHS,
  saveScreenshot,
  WIDTHS,
} from './support/layout';

const SITE = ' | Tools Hub';

/**
 * Waits until the page has settled: its h1 shown, its title set, no spinner left, React running it
 * (a pre-rendered page is on screen before that: the theme switch appears only once hydrated) and
 * no colour still changing (a button enabled on hydration fades in).
 */
async function settle(page: Page) {
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/ \| Tools Hub$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectHydrated(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The help banner's form loads when the banner comes near the viewport, as it does for a visitor
 * scrolling down: scroll to it and wait for the field.
 */
async function showHelpForm(page: Page) {
  await page.getByRole('region', { name: 'Need help to customize your order?' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
}

/** Lazy images below the fold load only when scrolled to: load them all, so the widths are checked with them (and a screenshot shows them). */
async function loadAllImages(page: Page) {
  await page.locator('img').evaluateAll((imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      }),
    ),
  );
}

/**
 * Every public route, as a signed-out visitor sees it, with its primary actions (each must be in
 * reach at every width).
 */
interface PublicRoute {
  name: string;
  path: string;
  /** Pre-rendered: React must take the HTML over without drawing it again. */
  prerendered?: boolean;
  title?: string;
  h1?: string;
  actions?: (page: Page) => Locator[];
}
const publicRoutes: PublicRoute[] = [
  {
    name: 'Home',
    path: '/',
    prerendered: true,
    title: `Home${SITE}`,
    h1: 'Carpentry tools in bulk, built to last',
    actions: (p) => [p.getByRole('link', { name: 'View all tools' })],
  },
  {
    name: 'Tools',
    path: '/tools',
    title: `Tools${SITE}`,
    h1: 'Tools',
    actions: (p) => [p.getByRole('link', { name: /^Buy Now/ }).first()],
  },
  { name: 'a tools search', path: '/tools?q=saw', title: `Tools matching "saw"${SITE}`, h1: 'Tools' },
  { name: 'Blogs', path: '/blogs', prerendered: true, title: `Blogs${SITE}`, h1: 'Some Question Answer' },
  { name: 'Portfolio', path: '/portfolio', prerendered: true, title: `Portfolio${SITE}`, h1: portfolio.name },
  {
    name: 'Login',
    path: '/login',
    prerendered: true,
    actions: (p) => [p.getByRole('button', { name: 'Login', exact: true })],
  },
  {
    name: 'Register',
    path: '/register',
    prerendered: true,
    actions: (p) => [p.getByRole('button', { name: 'Register', exact: true })],
  },
  {
    name: 'a purchase page',
    path: `/order/${demoTools[0]!.id}`,
    prerendered: true,
    title: `Order ${demoTools[0]!.toolName}${SITE}`,
    h1: demoTools[0]!.toolName,
    actions: (p) => [p.getByRole('link', { name: 'Sign in to order' })],
  },
  {
    name: 'Not found',
    path: '/no/such/page',
    title: `Page not found${SITE}`,
    h1: 'Page not found',
    actions: (p) => [p.getByRole('link', { name: 'Return to home' })],
  },
];

test('the accessibility check fails on a serious violation, naming the rule and the element', async ({ page }) => {
  await page.goto('/blogs');
  await settle(page);
  // A button with no name (axe's button-name, critical), put on a real page of the shop.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  const failure = await expectNoSeriousA11yViolations(page, '/blogs with a nameless button').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/critical button-name: .*\[\S*main > button\]/);
});

test('the sideways-scroll check fails on a page wider than the window, naming what sticks out', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/blogs');
  await settle(page);
  await expectNoHorizontalScroll(page, '/blogs at 360 px');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.className = 'too-wide';
    wide.style.width = '500px';
    wide.style.height = '10px';
    document.body.append(wide);
  });
  const failure = await expectNoHorizontalScroll(page, '/blogs with a wide box', { settleMs: 500 }).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toMatch(
    /\/blogs with a wide box scrolls sideways.*div\.too-wide from \d+ to \d+ px in a window 360 px wide.*; media queries see the window's 360 px/,
  );
});

test.describe('every public page at 360, 390, 768 and 1280 px', () => {
  for (const route of publicRoutes) {
    test(`${route.name} (${route.path}) has a title and one h1, fits the width, passes axe and its policy`, async ({
      page,
    }) => {
      // One load at the narrowest width, then resized in place: the HTML is the same at every width.
      const violations = await watchCspViolations(page);
      const takeover = await watchTakeover(page);
      await page.setViewportSize({ width: PAGE_WIDTHS[0], height: 900 });
      expectSecurityHeaders(await page.goto(route.path), route.path);
      await settle(page);
      if (route.prerendered) {
        await page.waitForLoadState('networkidle');
        expect(await takeover.removed(), `what React drew again on ${route.path}`).toEqual([]);
        expect(takeover.errors, `errors on ${route.path}`).toEqual([]);
      }
      if (route.title) await expect(page).toHaveTitle(route.title);
      if (route.h1) await expect(page.locator('h1')).toHaveText(route.h1);
      // Home's inquiry form arrives on scrolling; axe checks it too.
      if (route.path === '/') await showHelpForm(page);
      for (const width of PAGE_WIDTHS) {
        await lookAtWidth(page, { role: 'visitor', path: route.path, width, actions: route.actions?.(page) });
        await expect(page.locator('h1')).toHaveCount(1);
        if ((WIDTHS as readonly number[]).includes(width)) {
          await expectNoSeriousA11yViolations(page, `${route.path} at ${width}px`);
        }
      }
      expect(violations, `Content-Security-Policy reports on ${route.path}`).toEqual([]);
    });
  }

  for (const path of ['/', '/blogs', '/portfolio']) {
    test(`${path} passes axe in the dark theme too`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      if (path === '/') await showHelpForm(page);
      await expectNoSeriousA11yViolations(page, `${path} (dark)`);
    });
  }
});

test.describe('home page', () => {
  test('shows every section, in 1/2/3-column grids at 360, 768 and 1280 px', async ({ page }) => {
    // One load, resized in place: the grids are laid out by the width alone.
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto('/');
    await settle(page);
    const main = page.getByRole('main');

    // Hero
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Carpentry tools in bulk, built to last');
    await expect(main.getByRole('img', { name: 'A workshop wall of neatly hung carpentry tools' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Order Now' })).toBeVisible();

    // Our Popular Tools
    const tools = page.getByTestId('tool-card');
    await expect(tools).toHaveCount(6);

    // We Offer Best Service
    await expect(main.getByRole('heading', { level: 2, name: 'We Offer Best Service' })).toBeVisible();
    const services = page.getByTestId('service-card');
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'Very easy to use',
      'Fastest Delivery',
      'Trusted Refund Policy',
    ]);
    const learnMore = services.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(3);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/');

    // The landing promises
    const promises = page.getByTestId('promise');
    await expect(promises.getByRole('heading', { level: 3 })).toHaveText([
      'A national manufacturer',
      'Reasonable prices',
      'Delivery within 7 days',
      '6-month replacement guarantee',
      'No-questions-asked refunds',
      '24x7 service centre',
    ]);
    await expect(promises.last().getByRole('link', { name: 'support@toolshub.example' })).toHaveAttribute(
      'href',
      'mailto:support@toolshub.example',
    );
    await expect(promises.last().getByRole('link', { name: '+1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );

    // The help banner: its form arrives when the banner is scrolled near, in the place kept for it
    // (the banner is as tall before as after: nothing moves).
    const banner = page.getByRole('region', { name: 'Need help to customize your order?' });
    const bannerHeight = async () => (await banner.boundingBox())!.height;
    const heightBeforeForm = await bannerHeight();
    await showHelpForm(page);
    await expect(banner.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
    expect(await bannerHeight(), 'help banner height once its form is in').toBeCloseTo(heightBeforeForm, 0);
    await expect(banner.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Call now/ })).toHaveAttribute('href', 'tel:+18005550142');

    // Trusted By People
    const reviews = page.getByTestId('review-card');
    await expect(reviews).toHaveCount(6);
    for (const avatar of await reviews.getByRole('img').all()) await expect(avatar).toHaveAttribute('alt', /\S/);

    // The statistics strip
    const stats = page.getByTestId('stat');
    await expect(stats).toHaveText([
      /Total Sales\s*250\.6K\s*21% more than last month/,
      /Total Order\s*160K\s*51% more than last month/,
      /New User\s*26%\s*20% more than last month/,
    ]);

    // Footer
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Tools Hub home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Tools-Hub. All Rights Reserved.`);

    await loadAllImages(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const columns = GRID_COLUMNS[width];
      await expect.poll(() => columnsOf(tools), `tool columns at ${width}px`).toBe(columns);
      await expect.poll(() => columnsOf(services), `service columns at ${width}px`).toBe(columns);
      await expect.poll(() => columnsOf(reviews), `review columns at ${width}px`).toBe(columns);
      await expectNoHorizontalScroll(page, `/ at ${width}px`);
      await saveScreenshot(page, `home-${width}`);
    }
  });

  test("'Order Now' takes the visitor to the tools, just below the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await settle(page);
    const toolsHeading = page.getByRole('heading', { name: 'Our Popular Tools' });
    const headerBottom = async () => {
      const box = await page.locator('header').first().boundingBox();
      return box!.y + box!.height;
    };
    const headingTop = async () => (await toolsHeading.boundingBox())!.y;
    expect(await headingTop()).toBeGreaterThan((await headerBottom()) + 200);

    await page.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/#tools$/);
    await expect.poll(headingTop).toBeLessThan((await headerBottom()) + 60);
    expect(await headingTop()).toBeGreaterThanOrEqual(await headerBottom());
    await expect(toolsHeading).toBeInViewport();
  });

  test("'Order Now' works from the keyboard on the /home alias too", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/home');
    await settle(page);
    await page.getByRole('link', { name: 'Order Now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Our Popular Tools' })).toBeInViewport();
    await expect(page).toHaveURL(/\/home#tools$/);
  });
});

test.describe('the help banner', () => {
  const db = () => getFirestore(scriptAdminApp());

  test('refuses a bad address without calling the API', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/inquiry')) posts.push(r.url());
    });
    await page.goto('/');
    await settle(page);
    await showHelpForm(page);
    const email = page.getByRole('textbox', { name: 'Your e-mail address' });
    await email.fill('joiner-at-workshop');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(posts).toEqual([]);
  });

  test('stores an inquiry, thanks the visitor, and says when the address has asked too often', async ({ page }) => {
    const address = `buyer-${Date.now().toString(36)}@workshop.example`;
    await page.goto('/');
    await settle(page);
    await showHelpForm(page);
    const email = page.getByRole('textbox', { name: 'Your e-mail address' });
    const thanks = page.getByText('Thanks! We will e-mail you about your custom order.');

    for (let i = 0; i < 3; i += 1) {
      await email.fill(address);
      await email.press('Enter');
      await expect(thanks).toHaveCount(i + 1);
      await expect(email).toHaveValue('');
    }
    const stored = await db().collection('inquiries').where('email', '==', address).get();
    expect(stored.size).toBe(3);

    await email.fill(address);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(/^We already have 3 requests from this address; please try again in \d+ minutes?$/),
    ).toBeVisible();
    await expect(email).toHaveValue(address);
    expect((await db().collection('inquiries').where('email', '==', address).get()).size).toBe(3);
  });
});

test.describe('blogs', () => {
  test('answers three questions, each with its own answer', async ({ page }) => {
    await page.goto('/blogs');
    await settle(page);
    const posts = page.getByTestId('blog-post');
    await expect(posts.getByRole('heading', { level: 2 })).toHaveText(blogPosts.map((p) => p.question));
    const answers = await posts.evaluateAll((els) => els.map((el) => el.textContent?.replace(/\s+/g, ' ') ?? ''));
    expect(new Set(answers).size).toBe(3);

    const [react, node] = [posts.nth(0), posts.nth(1)];
    await expect(react.getByRole('heading')).toHaveText(/performance of a React application/);
    await expect(react).toContainText('React.memo');
    await expect(react).not.toContainText('V8');
    await expect(node.getByRole('heading')).toHaveText(/difference between JavaScript and Node\.js/);
    await expect(node).toContainText('runtime');
    await expect(node).not.toContainText('React.memo');
  });

  test("is not part of the home page load, and a visitor reads it without the page's own code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page);
    expect(scripts.filter((s) => /BlogsPage|PortfolioPage/.test(s))).toEqual([]);
    // A browser that holds no session is known to be signed out without the Firebase SDK.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(scripts.filter((s) => /\/(signin-watch|firebase)-/.test(s))).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Some Question Answer' })).toBeVisible();
    await settle(page);
    // The page is its HTML; only its islands (the navigation, the footer) are run in the browser.
    expect(scripts.filter((s) => /BlogsPage/.test(s))).toEqual([]);
  });
});

test.describe('portfolio', () => {
  test("shows the owner's name, headline, bio, education, skills and three projects", async ({ page }) => {
    await page.goto('/portfolio');
    await settle(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(portfolio.name);
    await expect(main.getByText(portfolio.headline)).toBeVisible();
    await expect(main.getByText(portfolio.bio)).toBeVisible();
    await expect(page.getByTestId('education').getByRole('heading')).toHaveText(
      portfolio.education.map((e) => e.degree),
    );
    for (const skill of portfolio.skills) {
      await expect(main.getByRole('region', { name: 'Skills' }).getByText(skill, { exact: true })).toBeVisible();
    }
    const projects = page.getByTestId('project');
    await expect(projects).toHaveCount(3);
    for (const [i, project] of portfolio.projects.entries()) {
      await expect(projects.nth(i).getByRole('heading')).toHaveText(project.name);
      await expect(projects.nth(i).getByRole('link', { name: `View ${project.name}` })).toHaveAttribute(
        'href',
        project.url,
      );
    }
  });

  test('lays the projects out 1 / 2 / 3 per row', async ({ page }) => {
    await page.goto('/portfolio');
    await settle(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => columnsOf(page.getByTestId('project')), `project columns at ${width}px`)
        .toBe(GRID_COLUMNS[width]);
    }
  });
});

test("motion follows the system: none for a visitor who asked for less, the theme's otherwise", async ({ page }) => {
  const durations = () =>
    page
      .getByRole('button', { name: 'Dark theme' })
      .evaluate((button) => [getComputedStyle(button).transitionDuration, getComputedStyle(button).animationDuration]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await expectHydrated(page);
  const [transition] = await durations();
  expect(parseFloat(transition ?? '0')).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [still] = await durations();
  expect(parseFloat(still ?? '1')).toBeLessThan(0.001);
});

test.describe('light and dark themes', () => {
  const toggle = (page: Page) => page.getByRole('button', { name: 'Dark theme' });
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('follow the system, and a choice made with the toggle is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await settle(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    const dark = await background(page);

    await toggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    // The new scheme's colours are a style recalculation behind the class (once in a hundred runs
    // on a busy machine, a read between the two): the page's background is what is waited for.
    await expect.poll(() => background(page)).not.toBe(dark);

    await page.reload();
    await settle(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('the toggle stays in reach of a signed-in customer on a 360 px phone', async ({ page, customer }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await startSignedIn(page, customer);
    await page.goto('/');
    await settle(page);
    await expectNoHorizontalScroll(page, '/ signed in at 360px');
    // Every control of the bar whole and inside the screen, none squeezed.
    for (const control of [
      page.getByRole('button', { name: 'Open navigation menu' }),
      page.getByRole('button', { name: /Dashboard menu/ }),
      toggle(page),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect((await control.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    }
    // Sign out moved into the account menu on a phone.
    await page.getByRole('button', { name: /Dashboard menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: /Dashboard menu/ })).toHaveCount(0);
  });

  test('apply the stored or system scheme before the app has loaded (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Without the app's bundle only index.html's own script can set the scheme.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );

    await page.evaluate(() => localStorage.setItem('mui-mode', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('keyboard use', () => {
  test('a skip link comes first and moves focus to the main content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blogs');
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the navigation and the theme toggle are reachable with Tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await settle(page);
    const reached: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(reached.slice(0, 9)).toEqual([
      'Skip to main content',
      'Tools Hub home',
      'Home',
      'Tools',
      'Blogs',
      'Portfolio',
      'Login',
      'Register',
      'Dark theme',
    ]);
    const before = await page.locator('html').getAttribute('class');
    await page.getByRole('button', { name: 'Dark theme' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(before ?? '');
  });

  test('the small-screen menu opens and navigates from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).focus();
    await page.keyboard.press('Enter');
    const portfolioItem = page.getByRole('menuitem', { name: 'Portfolio' });
    await expect(portfolioItem).toBeVisible();
    // Home, Tools, Blogs, Portfolio: the first item has focus when the menu opens.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(portfolioItem).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolio.name);
  });
});
