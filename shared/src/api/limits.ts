/** Lists are bounded: every list endpoint takes ?limit= (a default and a maximum) and ?after=<cursor>. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** How many items each screen asks for at a time. */
export const PAGE_SIZES = {
  /** 'Our Popular Tools' on the home page. */
  homeTools: 6,
  /** A page of the catalogue (/tools): four rows of three cards. */
  catalogue: 12,
  /** 'Trusted by people' on the home page. */
  homeReviews: 6,
  /** A customer's My Orders page. */
  myOrders: DEFAULT_PAGE_SIZE,
  /** The admin tables: All Orders, All Products, users. */
  adminTable: 50,
  /** The admin's inquiries page (it shows the total, so a shorter page is enough). */
  inquiries: DEFAULT_PAGE_SIZE,
} as const;

/** Above this an `{email}` in a path is not an address (RFC 5321 caps one at 254 characters). */
export const MAX_EMAIL_LENGTH = 254;
