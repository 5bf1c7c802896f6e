/** Every route of the app, in one place. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  /** The catalogue; its search, filters and page live in the query string (catalogue-url.ts). */
  tools: '/tools',
  blogs: '/blogs',
  portfolio: '/portfolio',
  login: '/login',
  register: '/register',
  profile: '/profile',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  orderPattern: '/order/:id',
  /** The signed-in buyer's cart (kept on the server) and its checkout. */
  cart: '/cart',
  /** Lines of `SKU quantity` pasted or uploaded as CSV, checked, then put in the cart. */
  quickOrder: '/quick-order',
  dashboard: {
    root: '/dashboard',
    myOrders: '/dashboard',
    profile: '/dashboard/profile',
    addReview: '/dashboard/add-review',
    makeAdmin: '/dashboard/make-admin',
    allOrders: '/dashboard/all-orders',
    allProducts: '/dashboard/all-products',
    addProduct: '/dashboard/add-product',
    inquiries: '/dashboard/inquiries',
    /** Admins land here: sales, orders by status, top tools, low stock. */
    analytics: '/dashboard/analytics',
    /** Upload a CSV of tools, preview what it would do, confirm. */
    importProducts: '/dashboard/import-products',
    auditLog: '/dashboard/audit-log',
    /** One order's details (its owner or an admin). */
    order: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`,
    orderPattern: '/dashboard/orders/:id',
  },
  toolsSection: '/#tools',
} as const;
