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
  },
  toolsSection: '/#tools',
} as const;
