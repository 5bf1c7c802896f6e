/**
 * Who may do what, written once. The API's middleware, the web app's route guards, the dashboard
 * drawer and the account menu all read this table; the rules files (firestore.rules, storage.rules)
 * are the last line behind it.
 *
 * Audiences: `visitor` (signed out), `customer` (signed in without the admin claim), `admin` (the
 * custom claim `admin: true`), and `owner` (signed in as the account the resource belongs to,
 * whatever the role), `company-member` and `company-admin` (a member, or a company admin, of the
 * company the resource belongs to: the route reads the caller's stored membership and passes it to
 * `can()`, as it passes the owner).
 */
export type Audience = 'visitor' | 'customer' | 'owner' | 'admin' | 'company-member' | 'company-admin';

const anyone = ['visitor', 'customer', 'admin'] as const;
const signedIn = ['customer', 'admin'] as const;
const ownerOrAdmin = ['owner', 'admin'] as const;
const adminOnly = ['admin'] as const;
const companyMember = ['company-member'] as const;
const companyAdmin = ['company-admin'] as const;

export const PERMISSIONS = {
  // The catalogue
  'tools:read': anyone,
  'tools:create': adminOnly,
  'tools:update': adminOnly,
  'tools:delete': adminOnly,
  'categories:read': anyone,
  // Reviews
  'reviews:read': anyone,
  'reviews:create': signedIn,
  // Orders
  'orders:place': signedIn,
  /** A customer's own orders (the Dashboard's My Order page). */
  'orders:read-own': ownerOrAdmin,
  'orders:read-all': adminOnly,
  /** One order's details: the owner is known only once the order is read, so the route checks it. */
  'orders:read-one': ownerOrAdmin,
  /** Cancel while pending. */
  'orders:cancel': ownerOrAdmin,
  /** Move along the lifecycle. */
  'orders:advance': adminOnly,
  /** Record that an order was paid (PATCH /api/order/{id} with a payment). */
  'orders:record-payment': adminOnly,
  /** Refund a paid order, with its credit note (PATCH /api/order/{id} with a refund). */
  'orders:refund': adminOnly,
  // The cart (an account's own; a guest session has none)
  'cart:use': signedIn,
  /** Buying lists: one's own, and one's company's shared ones (the route checks which). */
  'lists:use': signedIn,
  // Accounts
  'profile:read': ownerOrAdmin,
  'profile:update': ownerOrAdmin,
  'account:delete': ownerOrAdmin,
  'admin-status:read': ownerOrAdmin,
  /** Ask for a verification message to one's own (unverified) address. */
  'account:verify-email': signedIn,
  'users:read': adminOnly,
  'admins:grant': adminOnly,
  'admins:revoke': adminOnly,
  // Inquiries (the help banner)
  'inquiries:create': anyone,
  'inquiries:read': adminOnly,
  // Running the business
  'analytics:read': adminOnly,
  'orders:export': adminOnly,
  'tools:import': adminOnly,
  'audit:read': adminOnly,
  // Trade accounts (companies)
  /** Apply for one (a verified account in no company; the route checks both). */
  'company-applications:create': signedIn,
  'company-applications:read': adminOnly,
  'company-applications:decide': adminOnly,
  /** The shop admin's companies grid and its edits (terms, credit limit, hold). */
  'companies:read': adminOnly,
  'companies:update': adminOnly,
  /** Contract prices: the price lists naming companies (their members see the prices as `yourPrice`). */
  'price-lists:read': adminOnly,
  'price-lists:write': adminOnly,
  /** Requests for quote: ask for one (a verified account; the route checks), see and decide on one's own (the route checks the buyer or company). */
  'quotes:request': signedIn,
  /** The shop's quotes list, offers and declines. */
  'quotes:manage': adminOnly,
  /** The buyer's quotes screen (My Quotes). */
  'screens:my-quotes': ['customer'],
  /** One's own company: terms, credit, sites. */
  'company:read': companyMember,
  /** Members, invitations and sites. */
  'company:manage': companyAdmin,
  /** Accept an invitation (the invited address, verified, in no company; the route checks). */
  'company-invitations:accept': signedIn,
  /** The company's orders (company admins: all of them; buyers: their own). */
  'orders:read-company': companyMember,
  /** A company admin's hand on all of the company's orders: listed, seen, pending ones cancelled. */
  'orders:manage-company': companyAdmin,
  /** Approve or reject an order awaiting approval (never the buyer who placed it; the route checks). */
  'orders:approve': companyAdmin,
  // Screens that are only a shortcut for one kind of account (docs/product.md: admins' dashboards have no
  // My Order or Add Review; they can still order and review)
  'screens:customer-dashboard': ['customer'],
} as const satisfies Record<string, readonly Audience[]>;

export type Action = keyof typeof PERMISSIONS;

/** The signed-in caller as the table sees it; null for a visitor. */
export interface Caller {
  uid: string;
  email?: string | null;
  admin: boolean;
  /** Signed in anonymously (Firebase Auth's anonymous provider): no address, no identity. */
  anonymous?: boolean;
}

/** The caller's stored membership of the company a resource belongs to (null: not a member of it). */
export interface CompanyMembership {
  role: 'admin' | 'buyer';
}

/** The account a resource belongs to, by uid or by (case-insensitive) e-mail. */
export interface Owner {
  uid?: string | null;
  email?: string | null;
}

function isOwner(caller: Caller, owner: Owner | undefined): boolean {
  if (!owner) return false;
  if (owner.uid && owner.uid === caller.uid) return true;
  return Boolean(owner.email && caller.email && owner.email.toLowerCase() === caller.email.toLowerCase());
}

/**
 * The audiences a caller belongs to for a resource of `owner` (none given: no owner) and of a
 * company the caller has `membership` of (none given: not a member). An anonymous account is a
 * visitor that can be told apart: it may not order or review.
 */
export function audiencesOf(caller: Caller | null, owner?: Owner, membership?: CompanyMembership | null): Audience[] {
  if (!caller) return ['visitor'];
  const audiences: Audience[] = [caller.anonymous ? 'visitor' : caller.admin ? 'admin' : 'customer'];
  if (isOwner(caller, owner)) audiences.push('owner');
  if (membership && !caller.anonymous) {
    audiences.push('company-member');
    if (membership.role === 'admin') audiences.push('company-admin');
  }
  return audiences;
}

export function can(
  action: Action,
  caller: Caller | null,
  owner?: Owner,
  membership?: CompanyMembership | null,
): boolean {
  const allowed: readonly Audience[] = PERMISSIONS[action];
  return audiencesOf(caller, owner, membership).some((audience) => allowed.includes(audience));
}

/** Whether the action is one a company's membership decides (the route reads it, then asks `can`). */
export function decidedByMembership(action: Action): boolean {
  const allowed: readonly Audience[] = PERMISSIONS[action];
  return allowed.includes('company-member') || allowed.includes('company-admin');
}

/** True when signing in (as someone) could ever allow the action: guards send visitors to log in. */
export function needsSignIn(action: Action): boolean {
  return !(PERMISSIONS[action] as readonly Audience[]).includes('visitor');
}
