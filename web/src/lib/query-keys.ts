import type { ToolListQuery } from '@toolshub/shared';

/**
 * Every query key of the app, in levels: `[resource]`, `[resource, 'list', params]`,
 * `[resource, 'detail', id]`. Invalidating `[resource]` covers all of a resource's lists and
 * details; a mutation invalidates the levels it changed. Features share resources (an order
 * changes a tool's stock), so the keys live here, not in a feature.
 */
export const queryKeys = {
  tools: {
    all: ['tools'] as const,
    list: (params: ToolListQuery) => ['tools', 'list', params] as const,
    /** One page of the catalogue with its next link and count (a server-rendered /tools seeds it). */
    page: (params: ToolListQuery) => ['tools', 'page', params] as const,
    detail: (id: string) => ['tools', 'detail', id] as const,
  },
  categories: {
    all: ['categories'] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (scope: { email: string } | 'everyone') => ['orders', 'list', scope] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    /** GET /api/company/orders: a company admin's company orders, a buyer's own. */
    company: (params: object) => ['orders', 'company', params] as const,
  },
  /** The signed-in account's cart (one per account, so no parameters). */
  cart: {
    all: ['cart'] as const,
  },
  users: {
    all: ['users'] as const,
    list: () => ['users', 'list'] as const,
    /** One account's profile, by its e-mail address. */
    detail: (email: string) => ['users', 'detail', email] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    list: (params: { limit: number }) => ['reviews', 'list', params] as const,
  },
  inquiries: {
    all: ['inquiries'] as const,
    list: () => ['inquiries', 'list'] as const,
  },
  /** Derived from orders and users: invalidate it with them. */
  analytics: {
    all: ['analytics'] as const,
    report: (days: number) => ['analytics', 'report', days] as const,
  },
  inventory: {
    all: ['tools', 'inventory'] as const,
    list: (params: object) => ['tools', 'inventory', params] as const,
  },
  /** The signed-in account's company (null: in none) and an invitation to one (its orders are orders). */
  company: {
    all: ['company'] as const,
    mine: () => ['company', 'mine'] as const,
    invitation: (id: string) => ['company', 'invitation', id] as const,
  },
  /** The shop admin's trade accounts and applications. */
  companies: {
    all: ['companies'] as const,
    list: (params: object) => ['companies', 'list', params] as const,
    applications: (params: object) => ['companies', 'applications', params] as const,
  },
  /** The shop admin's price lists (contract prices). */
  priceLists: {
    all: ['priceLists'] as const,
    list: (params: object) => ['priceLists', 'list', params] as const,
  },
  /** The signed-in account's buying lists (its own and its company's shared ones). */
  buyingLists: {
    all: ['buyingLists'] as const,
    list: () => ['buyingLists', 'list'] as const,
  },
  /** Requests for quote: the shop admin's grid and a buyer's quotes (the API scopes the list by caller). */
  quotes: {
    all: ['quotes'] as const,
    list: (params: object) => ['quotes', 'list', params] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (params: object) => ['audit', 'list', params] as const,
  },
} as const;
