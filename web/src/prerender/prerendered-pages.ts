import { framesModule, type PageFrameName } from '../app/page-frame-routes';
import { paths } from '../config/paths';

/**
 * The pages the build renders to HTML (web/scripts/prerender.ts): the public ones, and the frames of
 * the signed-in ones. Hosting serves each file for its route (firebase.json: cleanUrls, or the
 * rewrite to it); every other route gets the empty shell.
 */
export interface PrerenderedPage {
  /** The route the HTML was rendered for: the browser hydrates it only where the address matches. */
  pattern: string;
  /** The address rendered. */
  url: string;
  /** The file under web/dist. */
  file: string;
  /** The page's lazily loaded module, as Vite's manifest names it: preloaded beside the entry. */
  lazyModule?: string;
  /** Other lazy modules its first render needs (a frame's drawing, the dashboard's layout): preloaded too. */
  preloadModules?: string[];
  /** Started by the islands entry (src/islands/main.tsx): a visitor's browser hydrates its islands only. */
  islands?: boolean;
  /** The module of an island only this page has (its form): preloaded beside the islands entry. */
  islandModule?: string;
  /**
   * Where Hosting serves the file from, when not from its own clean URL: the `source` of the
   * firebase.json rewrite whose destination is the file.
   */
  hostingSource?: string;
}

/** Home's help form, an island only Home has. */
const helpIsland = 'src/features/home/components/HelpBanner.tsx';

/** The dashboard's lazy layout, which its screens' first render needs. */
const dashboardLayoutModule = 'src/app/layouts/DashboardLayout.tsx';

/** The islands entry as Vite's manifest names it. */
export const islandsEntry = 'src/islands/main.tsx';

/**
 * What the islands entry imports in parts (each evaluated in a task of its own, src/islands/main.tsx)
 * rather than at once: preloaded beside it all the same.
 */
export const islandsParts = ['src/islands/styling-runtime.ts', 'src/islands/hydrate-islands.tsx'];

/** A signed-in page's frame (src/app/page-frames.tsx), served from web/dist/frames/{name}.html at its route. */
function framedPage(
  pattern: string,
  name: PageFrameName,
  lazyModule: string,
  options: { dashboard?: boolean } = {},
): PrerenderedPage {
  return {
    pattern,
    url: pattern,
    file: `frames/${name}.html`,
    lazyModule,
    preloadModules: [framesModule, ...(options.dashboard ? [dashboardLayoutModule] : [])],
    hostingSource: pattern,
  };
}

export const prerenderedPages: PrerenderedPage[] = [
  {
    pattern: paths.blogs,
    url: paths.blogs,
    file: 'blogs.html',
    lazyModule: 'src/features/blog/BlogsPage.tsx',
    islands: true,
  },
  {
    pattern: paths.portfolio,
    url: paths.portfolio,
    file: 'portfolio.html',
    lazyModule: 'src/features/portfolio/PortfolioPage.tsx',
    islands: true,
  },
  {
    pattern: paths.login,
    url: paths.login,
    file: 'login.html',
    lazyModule: 'src/features/account/components/LoginPage.tsx',
    islands: true,
    islandModule: 'src/features/account/components/LoginPage.tsx',
  },
  {
    pattern: paths.register,
    url: paths.register,
    file: 'register.html',
    lazyModule: 'src/features/account/components/RegisterPage.tsx',
    islands: true,
    islandModule: 'src/features/account/components/RegisterPage.tsx',
  },
  // The signed-in pages' frames (src/app/page-frames.tsx): their heading and spinner at first paint,
  // instead of an empty page until the app, the session and the data have all arrived.
  framedPage(paths.cart, 'cart', 'src/features/cart/components/CartPage.tsx'),
  framedPage(paths.quickOrder, 'quick-order', 'src/features/cart/components/QuickOrderPage.tsx'),
  framedPage(paths.dashboard.myOrders, 'my-orders', 'src/features/orders/components/MyOrdersPage.tsx', {
    dashboard: true,
  }),
  framedPage(paths.dashboard.analytics, 'analytics', 'src/features/analytics/components/AnalyticsPage.tsx', {
    dashboard: true,
  }),
];

/**
 * Pages rendered per request, with their data, by the `page` function (functions/src/pages): the
 * build writes web/dist-server/{name}.json for each (the template, the route, the chunks to preload).
 * - Home (`/` and `/home`) with its popular tools and reviews (started by the islands entry, which
 *   starts the app, with Home's module, in a browser that holds a session);
 * - /order/{id} with its tool (started by the islands entry too: a visitor's header, cart button
 *   and sign-in prompt are islands; a signed-in customer gets the app and its order form);
 * - /tools with the page of tools its address asks for (started by the islands entry too: a visitor's
 *   filters, cart buttons and header are islands);
 * - /dashboard/orders/{id} as its frame: the heading with the order's id and a spinner (no data:
 *   the order is the signed-in owner's, asked for by the browser).
 */
export const serverRenderedPages = [
  {
    name: 'home-page',
    pattern: paths.home,
    lazyModule: 'src/app/routes/HomePage.tsx',
    islands: true,
    islandModule: helpIsland,
  },
  {
    name: 'home-alias-page',
    pattern: paths.homeAlias,
    lazyModule: 'src/app/routes/HomePage.tsx',
    islands: true,
    islandModule: helpIsland,
  },
  {
    name: 'purchase-page',
    pattern: paths.orderPattern,
    lazyModule: 'src/features/catalog/components/PurchasePage.tsx',
    islands: true,
    islandModule: 'src/features/catalog/components/OrderFormSlot.tsx',
  },
  {
    name: 'tools-page',
    pattern: paths.tools,
    lazyModule: 'src/features/catalog/components/ToolsPage.tsx',
    islands: true,
    islandModule: 'src/features/catalog/components/CatalogueFiltersIsland.tsx',
  },
  // A signed-in page's frame (src/app/page-frames.tsx) with the order's id, from the address, in its heading.
  {
    name: 'order-details-page',
    pattern: paths.dashboard.orderPattern,
    lazyModule: 'src/features/orders/components/OrderDetailsPage.tsx',
    preloadModules: [framesModule, dashboardLayoutModule],
  },
] as const;

/** What Hosting serves for every other route: index.html as Vite built it, an empty root. */
export const appShellFile = 'app.html';
