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
  /** The page an invitation mail links to: the invited account accepts there. */
  companyInvitation: (id: string) => `/company/invitations/${encodeURIComponent(id)}`,
  companyInvitationPattern: '/company/invitations/:id',
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
    /** A member's company (terms, credit, sites; members for its admins), or the trade account application. */
    company: '/dashboard/company',
    /** A company admin's orders awaiting approval. */
    approvals: '/dashboard/approvals',
    /** The shop admin's trade accounts and the applications to decide. */
    companies: '/dashboard/companies',
    /** The shop admin's price lists: contract prices for companies. */
    priceLists: '/dashboard/price-lists',
    /** Buying lists: the caller's own and their company's shared ones, to put in the cart again. */
    lists: '/dashboard/lists',
    /** The shop admin's requests for quote: offer prices or decline. */
    quotes: '/dashboard/quotes',
    /** A buyer's requests for quote (their company's for a member): accept or decline the offers. */
    myQuotes: '/dashboard/my-quotes',
    /** One order's details (its owner or an admin). */
    order: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`,
    orderPattern: '/dashboard/orders/:id',
  },
  toolsSection: '/#tools',
} as const;
