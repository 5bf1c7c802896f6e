import { can, type Action, type Caller, type CompanyMembership } from '@toolshub/shared';
import { paths } from './paths';

export interface DashboardScreen {
  label: string;
  to: string;
  /** Who may open it, from the permission table; `own` screens are about the caller's own account. */
  action: Action;
  own?: boolean;
}

/**
 * The dashboard's screens, in drawer order. The drawer, the account menu and the route guards all
 * read this one list through the permission table, so they cannot disagree.
 */
export const dashboardScreens: readonly DashboardScreen[] = [
  { label: 'Analytics', to: paths.dashboard.analytics, action: 'analytics:read' },
  { label: 'My Profile', to: paths.dashboard.profile, action: 'profile:read', own: true },
  { label: 'My Order', to: paths.dashboard.myOrders, action: 'screens:customer-dashboard' },
  { label: 'Buying Lists', to: paths.dashboard.lists, action: 'screens:customer-dashboard' },
  { label: 'My Quotes', to: paths.dashboard.myQuotes, action: 'screens:my-quotes' },
  { label: 'Add Review', to: paths.dashboard.addReview, action: 'screens:customer-dashboard' },
  { label: 'Make Admin', to: paths.dashboard.makeAdmin, action: 'users:read' },
  { label: 'All Orders', to: paths.dashboard.allOrders, action: 'orders:read-all' },
  { label: 'All Products', to: paths.dashboard.allProducts, action: 'tools:update' },
  { label: 'Add Products', to: paths.dashboard.addProduct, action: 'tools:create' },
  { label: 'Import Products', to: paths.dashboard.importProducts, action: 'tools:import' },
  { label: 'Inquiries', to: paths.dashboard.inquiries, action: 'inquiries:read' },
  { label: 'Audit Log', to: paths.dashboard.auditLog, action: 'audit:read' },
  { label: 'Companies', to: paths.dashboard.companies, action: 'companies:read' },
  { label: 'Price Lists', to: paths.dashboard.priceLists, action: 'price-lists:read' },
  { label: 'Quotes', to: paths.dashboard.quotes, action: 'quotes:manage' },
  // A company's screens: offered once the caller's membership is known (its role decides).
  { label: 'Company', to: paths.dashboard.company, action: 'company:read' },
  { label: 'Approvals', to: paths.dashboard.approvals, action: 'orders:approve' },
];

/** `membership`: the caller's in their company (GET /api/company), for the company screens; none: not known or none. */
export function mayOpen(
  screen: DashboardScreen,
  caller: Caller | null,
  membership?: CompanyMembership | null,
): boolean {
  return can(screen.action, caller, screen.own && caller ? { uid: caller.uid } : undefined, membership);
}

/** The screens this caller may open. */
export function screensFor(caller: Caller | null, membership?: CompanyMembership | null): DashboardScreen[] {
  return dashboardScreens.filter((screen) => mayOpen(screen, caller, membership));
}

/** The screen at a path (its guard reads its action). */
export function screenAt(to: string): DashboardScreen {
  const screen = dashboardScreens.find((s) => s.to === to);
  if (!screen) throw new Error(`No dashboard screen at ${to}`);
  return screen;
}
