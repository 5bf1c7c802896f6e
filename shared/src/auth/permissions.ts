/**
 * Who may do what, written once. The API's middleware, the web app's route guards, the dashboard
 * drawer and the account menu all read this table; the rules files (firestore.rules, storage.rules)
 * are the last line behind it.
 *
 * Audiences: `visitor` (signed out), `customer` (signed in without the admin claim), `admin` (the
 * custom claim `admin: true`), and `owner` (signed in as the account the resource belongs to,
 * whatever the role).
 */
export type Audience = 'visitor' | 'customer' | 'owner' | 'admin';

const anyone = ['visitor', 'customer', 'admin'] as const;
const signedIn = ['customer', 'admin'] as const;
const ownerOrAdmin = ['owner', 'admin'] as const;
const adminOnly = ['admin'] as const;

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
 * The audiences a caller belongs to for a resource of `owner` (none given: no owner). An anonymous
 * account is a visitor that can be told apart: it may not order or review.
 */
export function audiencesOf(caller: Caller | null, owner?: Owner): Audience[] {
  if (!caller) return ['visitor'];
  const audiences: Audience[] = [caller.anonymous ? 'visitor' : caller.admin ? 'admin' : 'customer'];
  if (isOwner(caller, owner)) audiences.push('owner');
  return audiences;
}

export function can(action: Action, caller: Caller | null, owner?: Owner): boolean {
  const allowed: readonly Audience[] = PERMISSIONS[action];
  return audiencesOf(caller, owner).some((audience) => allowed.includes(audience));
}

/** True when signing in (as someone) could ever allow the action: guards send visitors to log in. */
export function needsSignIn(action: Action): boolean {
  return !(PERMISSIONS[action] as readonly Audience[]).includes('visitor');
}
