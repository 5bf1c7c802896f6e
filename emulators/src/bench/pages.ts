import { endpoints, type Order } from '@toolshub/shared';
import { demoAccounts } from '../demo-data';
import { signInDemoAccount } from '../script-accounts';

/** Who looks at a page: nobody signed in, the demo customer, or the demo admin (signed in through the login page). */
export type BenchViewer = 'visitor' | 'customer' | 'admin';

/** The pages the budgets cover, each as the person who uses it sees it. */
export interface BenchPage {
  name: string;
  path: string;
  as: BenchViewer;
  /** First-visit JavaScript, gzip, for the pages issue 28 budgets (Home 150 kB, other public pages 180 kB). */
  jsBudgetBytes?: number;
  /**
   * A signed-in dashboard page, which web/public/robots.txt keeps out of search engines on purpose:
   * Lighthouse's SEO score is taken without its crawlability audit, and the bench checks instead
   * that the page is indeed not crawlable.
   */
  keptOutOfSearch?: boolean;
}

export const HOME_JS_BUDGET_BYTES = 150_000;
export const PUBLIC_PAGE_JS_BUDGET_BYTES = 180_000;

/** Stands for the demo customer's newest order's id in a path, found when the bench starts. */
export const NEWEST_ORDER = ':newest-order';

export const benchPages: BenchPage[] = [
  { name: 'Home', path: '/', as: 'visitor', jsBudgetBytes: HOME_JS_BUDGET_BYTES },
  { name: 'Tools', path: '/tools', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Tools search', path: '/tools?q=saw', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Blogs', path: '/blogs', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Portfolio', path: '/portfolio', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Login', path: '/login', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Register', path: '/register', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  // Open to visitors (its order form asks them to sign in): budgeted as a public page; the signed-in
  // customer's, with the form, is a signed-in page (Lighthouse's budget only, as Cart).
  { name: 'Purchase', path: '/order/claw-hammer', as: 'visitor', jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES },
  { name: 'Purchase (signed in)', path: '/order/claw-hammer', as: 'customer' },
  { name: 'Cart', path: '/cart', as: 'customer' },
  { name: 'Quick order', path: '/quick-order', as: 'customer' },
  { name: 'My Orders', path: '/dashboard', as: 'customer', keptOutOfSearch: true },
  { name: 'Order details', path: `/dashboard/orders/${NEWEST_ORDER}`, as: 'customer', keptOutOfSearch: true },
  { name: 'Analytics', path: '/dashboard/analytics', as: 'admin', keptOutOfSearch: true },
];

/** The pages with their placeholders filled in: the demo customer's newest order, read through the API. */
export async function resolveBenchPages(base: string, pages: BenchPage[]): Promise<BenchPage[]> {
  if (!pages.some((p) => p.path.includes(NEWEST_ORDER))) return pages;
  const customer = demoAccounts.find((a) => !a.admin);
  if (!customer) throw new Error('The demo data has no customer account');
  const token = await signInDemoAccount('customer');
  const res = await fetch(`${base}/api${endpoints.listOrdersOf.path(customer.email, { limit: 1 })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const orders = (await res.json()) as Order[];
  const newest = Array.isArray(orders) ? orders[0]?._id : undefined;
  if (!res.ok || !newest) throw new Error(`The demo customer has no order to show (GET orders answered ${res.status})`);
  return pages.map((p) => ({ ...p, path: p.path.replace(NEWEST_ORDER, encodeURIComponent(newest)) }));
}
