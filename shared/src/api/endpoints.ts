import type { InferType } from 'yup';
import type { AdminTool, Cart, Category, Inquiry, Order, Review, Tool, UserProfile } from '../types';
import type { ToolListQuery } from './tool-list';
import type { AnalyticsReport, AnalyticsWindow } from '../admin/analytics';
import type { AuditEntry, AuditListQuery } from '../admin/audit';
import type { StockMovement } from '../admin/stock-movements';
import type {
  CreatedListQuery,
  InventoryQuery,
  OrderListFilters,
  OrderListQuery,
  ToolImportReport,
} from '../admin/admin-lists';
import type {
  placeLinesOrderBodySchema,
  placeOrderBodySchema,
  patchOrderBodySchema,
  recordPaymentBodySchema,
  refundBodySchema,
} from '../schemas/order';
import type { putCartBodySchema } from '../schemas/cart';
import type { postReviewBodySchema } from '../schemas/review';
import type { patchToolBodySchema, postToolBodySchema } from '../schemas/tool';
import type { profileFormSchema, putCurrentUserBodySchema } from '../schemas/user';
import type { postInquiryBodySchema } from '../schemas/inquiry';
import type { stockAdjustmentBodySchema } from '../schemas/stock-adjustment';
import type {
  companyApplicationBodySchema,
  companyInvitationBodySchema,
  decideApprovalBodySchema,
  decideCompanyApplicationBodySchema,
  patchCompanyBodySchema,
  patchCompanyMemberBodySchema,
  putCompanyLocationsBodySchema,
} from '../schemas/company';
import type {
  Company,
  CompanyApplication,
  CompanyApplicationListQuery,
  CompanyInvitationView,
  CompanyListQuery,
  CompanyLocation,
  CompanyMember,
  CompanySummary,
} from './companies';
import type { CompanyPriceList, PriceListListQuery } from './price-lists';
import type { priceListBodySchema } from '../schemas/price-list';
import type { Quote, QuoteListQuery } from './quotes';
import type {
  acceptQuoteBodySchema,
  buyerDeclineQuoteBodySchema,
  declineQuoteBodySchema,
  offerQuoteBodySchema,
  requestQuoteBodySchema,
} from '../schemas/quote';
import type { BuyingList, BuyingListCartResult } from './buying-lists';
import type { buyingListBodySchema } from '../schemas/buying-list';

/**
 * The REST API's contract: every endpoint's method, its route under /api (Express's pattern) and
 * a builder for its path, then what each one takes and answers. The API registers its routes from
 * here and the web app builds its requests from here, so a change on one side that the other does
 * not follow fails the typecheck.
 */

/** Every endpoint lives under this prefix (Hosting rewrites it to the `api` function). */
export const API_BASE = '/api';

export interface ListQuery {
  limit?: number;
  after?: string;
}

const segment = (value: string) => encodeURIComponent(value);

function withQuery(path: string, query: object = {}): string {
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Endpoint<Args extends unknown[]> {
  method: Method;
  /** Express's pattern, relative to API_BASE. */
  route: string;
  /** The path relative to API_BASE, with its parameters encoded. */
  path: (...args: Args) => string;
}

const endpoint = <Args extends unknown[]>(method: Method, route: string, path: (...args: Args) => string) =>
  ({ method, route, path }) satisfies Endpoint<Args>;

export const endpoints = {
  // Catalogue (public)
  listTools: endpoint('GET', '/tools', (query?: ToolListQuery) => withQuery('/tools', query)),
  getTool: endpoint('GET', '/tool/:id', (id: string) => `/tool/${segment(id)}`),
  listCategories: endpoint('GET', '/categories', () => '/categories'),
  // Catalogue (admin)
  createTool: endpoint('POST', '/tool', () => '/tool'),
  updateTool: endpoint('PATCH', '/tool/:id', (id: string) => `/tool/${segment(id)}`),
  deleteTool: endpoint('DELETE', '/tool/:id', (id: string) => `/tool/${segment(id)}`),
  /** The tool's stock ledger, newest first. */
  listStockMovements: endpoint('GET', '/tool/:id/stock-movements', (id: string, query?: ListQuery) =>
    withQuery(`/tool/${segment(id)}/stock-movements`, query),
  ),
  /** Adds or takes away pieces (`{ delta, reason, note? }`), atomically, with its ledger entry. */
  adjustStock: endpoint(
    'POST',
    '/tool/:id/stock-adjustments',
    (id: string) => `/tool/${segment(id)}/stock-adjustments`,
  ),
  // Reviews
  listReviews: endpoint('GET', '/reviews', (query?: ListQuery) => withQuery('/reviews', query)),
  postReview: endpoint('POST', '/review', () => '/review'),
  // Accounts (the account's owner, or an admin)
  syncCurrentUser: endpoint('PUT', '/user/:email', (email: string) => `/user/${segment(email)}`),
  getProfile: endpoint('GET', '/user/:email', (email: string) => `/user/${segment(email)}`),
  updateProfile: endpoint('PUT', '/user/update/:email', (email: string) => `/user/update/${segment(email)}`),
  getAdminStatus: endpoint('GET', '/admin/:email', (email: string) => `/admin/${segment(email)}`),
  deleteUser: endpoint('DELETE', '/user/:email', (email: string) => `/user/${segment(email)}`),
  /** The signed-in account's own address: a (new) verification message. */
  sendVerificationEmail: endpoint('POST', '/user/verification', () => '/user/verification'),
  // Accounts (admin)
  listUsers: endpoint('GET', '/users', (query?: CreatedListQuery) => withQuery('/users', query)),
  grantAdmin: endpoint('PUT', '/user/admin/:email', (email: string) => `/user/admin/${segment(email)}`),
  revokeAdmin: endpoint('DELETE', '/user/admin/:email', (email: string) => `/user/admin/${segment(email)}`),
  // Orders
  placeOrder: endpoint('POST', '/order', () => '/order'),
  listAllOrders: endpoint('GET', '/orders', (query?: OrderListQuery) => withQuery('/orders', query)),
  listOrdersOf: endpoint('GET', '/orders/:email', (email: string, query?: ListQuery) =>
    withQuery(`/orders/${segment(email)}`, query),
  ),
  getOrder: endpoint('GET', '/order/:id', (id: string) => `/order/${segment(id)}`),
  cancelOrder: endpoint('DELETE', '/order/:id', (id: string) => `/order/${segment(id)}`),
  advanceOrder: endpoint('PATCH', '/order/:id', (id: string) => `/order/${segment(id)}`),
  /** The order's PDF: an order confirmation until it ships, then its invoice. */
  getOrderDocument: endpoint('GET', '/order/:id/document.pdf', (id: string) => `/order/${segment(id)}/document.pdf`),
  getCreditNoteDocument: endpoint(
    'GET',
    '/order/:id/credit-notes/:number.pdf',
    (id: string, number: string) => `/order/${segment(id)}/credit-notes/${segment(number)}.pdf`,
  ),
  // The signed-in account's cart
  getCart: endpoint('GET', '/cart', () => '/cart'),
  putCart: endpoint('PUT', '/cart', () => '/cart'),
  // Inquiries (the home page's help banner)
  postInquiry: endpoint('POST', '/inquiry', () => '/inquiry'),
  listInquiries: endpoint('GET', '/inquiries', (query?: CreatedListQuery) => withQuery('/inquiries', query)),
  // Running the business (admin)
  getAnalytics: endpoint('GET', '/analytics', (query: { days: AnalyticsWindow }) => withQuery('/analytics', query)),
  listInventory: endpoint('GET', '/inventory', (query?: InventoryQuery) => withQuery('/inventory', query)),
  /** One tool as admins edit it, archived or not, with its ETag. */
  getInventoryTool: endpoint('GET', '/inventory/:id', (id: string) => `/inventory/${segment(id)}`),
  exportOrdersCsv: endpoint('GET', '/exports/orders.csv', (query?: OrderListFilters & Pick<OrderListQuery, 'sort'>) =>
    withQuery('/exports/orders.csv', query),
  ),
  /** Body: the CSV itself (Content-Type text/csv). */
  importTools: endpoint('POST', '/tools/import', (query?: { dryRun?: boolean }) => withQuery('/tools/import', query)),
  listAudit: endpoint('GET', '/audit', (query?: AuditListQuery) => withQuery('/audit', query)),
  // Trade accounts: applying (a verified customer in no company) and deciding (shop admin)
  applyForCompany: endpoint('POST', '/company-applications', () => '/company-applications'),
  listCompanyApplications: endpoint('GET', '/company-applications', (query?: CompanyApplicationListQuery) =>
    withQuery('/company-applications', query),
  ),
  decideCompanyApplication: endpoint(
    'PATCH',
    '/company-applications/:id',
    (id: string) => `/company-applications/${segment(id)}`,
  ),
  // The caller's company (members; company admins manage it)
  getCompany: endpoint('GET', '/company', () => '/company'),
  inviteCompanyMember: endpoint('POST', '/company/invitations', () => '/company/invitations'),
  /** The invitation as its invitee sees it (the page the invitation mail links to). */
  getCompanyInvitation: endpoint(
    'GET',
    '/company/invitations/:id',
    (id: string) => `/company/invitations/${segment(id)}`,
  ),
  acceptCompanyInvitation: endpoint(
    'POST',
    '/company/invitations/:id/accept',
    (id: string) => `/company/invitations/${segment(id)}/accept`,
  ),
  /** A company admin withdraws an open invitation. */
  revokeCompanyInvitation: endpoint(
    'DELETE',
    '/company/invitations/:id',
    (id: string) => `/company/invitations/${segment(id)}`,
  ),
  updateCompanyMember: endpoint('PATCH', '/company/members/:uid', (uid: string) => `/company/members/${segment(uid)}`),
  removeCompanyMember: endpoint('DELETE', '/company/members/:uid', (uid: string) => `/company/members/${segment(uid)}`),
  putCompanyLocations: endpoint('PUT', '/company/locations', () => '/company/locations'),
  /** Company admins: the company's orders; buyers: their own. The filters and paging of All Orders. */
  listCompanyOrders: endpoint('GET', '/company/orders', (query?: OrderListQuery) =>
    withQuery('/company/orders', query),
  ),
  /** A company admin (not the buyer who placed it) approves or rejects an order awaiting approval. */
  decideApproval: endpoint('POST', '/order/:id/approval', (id: string) => `/order/${segment(id)}/approval`),
  // Trade accounts (shop admin)
  listCompanies: endpoint('GET', '/companies', (query?: CompanyListQuery) => withQuery('/companies', query)),
  updateCompany: endpoint('PATCH', '/companies/:id', (id: string) => `/companies/${segment(id)}`),
  // Contract prices (shop admin): price lists naming companies
  listPriceLists: endpoint('GET', '/price-lists', (query?: PriceListListQuery) => withQuery('/price-lists', query)),
  createPriceList: endpoint('POST', '/price-lists', () => '/price-lists'),
  getPriceList: endpoint('GET', '/price-lists/:id', (id: string) => `/price-lists/${segment(id)}`),
  updatePriceList: endpoint('PUT', '/price-lists/:id', (id: string) => `/price-lists/${segment(id)}`),
  deletePriceList: endpoint('DELETE', '/price-lists/:id', (id: string) => `/price-lists/${segment(id)}`),
  // Requests for quote: buyers ask and decide; shop admins offer or decline
  requestQuote: endpoint('POST', '/quotes', () => '/quotes'),
  /** Shop admins: every quote; anyone else: their own and their company's. */
  listQuotes: endpoint('GET', '/quotes', (query?: QuoteListQuery) => withQuery('/quotes', query)),
  getQuote: endpoint('GET', '/quotes/:id', (id: string) => `/quotes/${segment(id)}`),
  /** Shop admin: an offer (`{ lines, expiresAt, message? }`) or a decline (`{ decision: 'decline', message? }`). */
  answerQuote: endpoint('PATCH', '/quotes/:id', (id: string) => `/quotes/${segment(id)}`),
  acceptQuote: endpoint('POST', '/quotes/:id/accept', (id: string) => `/quotes/${segment(id)}/accept`),
  declineQuote: endpoint('POST', '/quotes/:id/decline', (id: string) => `/quotes/${segment(id)}/decline`),
  /** The quote's PDF (`Q-2026-1.pdf`): its lines and, once offered, prices and expiry. */
  getQuoteDocument: endpoint('GET', '/quotes/:id/document.pdf', (id: string) => `/quotes/${segment(id)}/document.pdf`),
  // Buying lists (signed in: one's own, and one's company's shared ones)
  listBuyingLists: endpoint('GET', '/lists', () => '/lists'),
  createBuyingList: endpoint('POST', '/lists', () => '/lists'),
  getBuyingList: endpoint('GET', '/lists/:id', (id: string) => `/lists/${segment(id)}`),
  updateBuyingList: endpoint('PUT', '/lists/:id', (id: string) => `/lists/${segment(id)}`),
  deleteBuyingList: endpoint('DELETE', '/lists/:id', (id: string) => `/lists/${segment(id)}`),
  addBuyingListToCart: endpoint('POST', '/lists/:id/add-to-cart', (id: string) => `/lists/${segment(id)}/add-to-cart`),
} as const;

export type EndpointName = keyof typeof endpoints;

/** The product's acknowledgement markers. */
export interface InsertResult {
  acknowledged: true;
  insertedId: string;
}
export interface UpdateResult {
  acknowledged: true;
  matchedCount: number;
  modifiedCount: number;
}
export interface DeleteResult {
  acknowledged: true;
  deletedCount: number;
}

/** What each endpoint answers on success. */
export interface ApiResponses {
  /** With X-Total-Count: the tools matching the filters (absent only where counting would cost too much). */
  listTools: Tool[];
  getTool: Tool;
  listCategories: Category[];
  createTool: InsertResult;
  updateTool: { acknowledged: true; matchedCount: number; tool: AdminTool };
  /** A tool that open orders name is archived (off the catalogue) instead: deletedCount 0. */
  deleteTool: DeleteResult & { archived: boolean };
  /** With X-Total-Count and Link (next page). */
  listStockMovements: StockMovement[];
  /** 201, with the tool's new ETag: the ledger entry written and the tool as it is now. */
  adjustStock: { acknowledged: true; insertedId: string; movement: StockMovement; tool: AdminTool };
  listReviews: Review[];
  postReview: InsertResult;
  syncCurrentUser: UserProfile;
  getProfile: UserProfile;
  updateProfile: UpdateResult & { profile: UserProfile };
  getAdminStatus: { admin: boolean };
  deleteUser: DeleteResult;
  /** 202: the message is queued (`mail/{queuedId}`) for the account's address. */
  sendVerificationEmail: { acknowledged: true; queuedId: string; email: string };
  listUsers: UserProfile[];
  grantAdmin: UpdateResult;
  revokeAdmin: UpdateResult;
  placeOrder: InsertResult;
  listAllOrders: Order[];
  listOrdersOf: Order[];
  /** Its owner or an admin; 404 for anyone else, as for an unknown id. */
  getOrder: Order;
  cancelOrder: DeleteResult;
  /** Moves the status (`{ status }`) or records a payment (`{ payment: 'paid', paymentReference }`). */
  advanceOrder: UpdateResult;
  /**
   * Not JSON: the PDF's bytes (`Content-Type: application/pdf`, `Content-Disposition: attachment;
   * filename="INV-2026-00001.pdf"` or `"order-{id}.pdf"`). Errors are JSON as everywhere.
   */
  getOrderDocument: ArrayBuffer;
  getCreditNoteDocument: ArrayBuffer;
  getCart: Cart;
  putCart: Cart;
  postInquiry: InsertResult;
  listInquiries: Inquiry[];
  getAnalytics: AnalyticsReport;
  /** With X-Total-Count. */
  listInventory: AdminTool[];
  /** With ETag; archived tools too (GET /api/tool/{id} answers 404 for those). */
  getInventoryTool: AdminTool;
  /** Not JSON: `text/csv`, one row per order line, streamed. */
  exportOrdersCsv: string;
  /** 200 for a dry run or an applied import; 422 (same body) when a row was refused and nothing was written. */
  importTools: ToolImportReport;
  listAudit: AuditEntry[];
  /** 201. 409 while the account has a pending application, or when it is in a company already. */
  applyForCompany: { id: string };
  /** Newest first, with X-Total-Count and Link (next page). */
  listCompanyApplications: CompanyApplication[];
  /** The application as decided (`companyId` set when approved); 409 when it was decided already. */
  decideCompanyApplication: CompanyApplication;
  /**
   * Any member; `members` and open `invitations` for company admins. null for an account in no
   * company (an answer, not an error: every signed-in page asks, and a browser logs every 404).
   */
  getCompany: Company | null;
  /** 201; the invitee is mailed a link to /company/invitations/{id}. */
  inviteCompanyMember: { id: string };
  /** The invited address (signed in with it) or the company's admins; 404 for anyone else. */
  getCompanyInvitation: CompanyInvitationView;
  /** The company as its new member sees it. */
  acceptCompanyInvitation: Company;
  revokeCompanyInvitation: DeleteResult;
  /** The member as changed; 409 for demoting the last company admin. */
  updateCompanyMember: CompanyMember;
  /** 409 for the last company admin (an admin may remove themselves while another admin remains). */
  removeCompanyMember: DeleteResult;
  /** The sites as stored: existing ids kept, new ones given ids. */
  putCompanyLocations: CompanyLocation[];
  /** With X-Total-Count and Link (next page). */
  listCompanyOrders: Order[];
  /** The order as it is after the decision. */
  decideApproval: Order;
  /** With X-Total-Count and Link (next page). */
  listCompanies: CompanySummary[];
  /** The grid's row as changed. */
  updateCompany: CompanySummary;
  /** Newest first, with X-Total-Count and Link (next page). */
  listPriceLists: CompanyPriceList[];
  /** 201. */
  createPriceList: { id: string };
  getPriceList: CompanyPriceList;
  /** The list as stored now (the body replaces it whole). */
  updatePriceList: CompanyPriceList;
  deletePriceList: DeleteResult;
  /** 201, status `requested`. */
  requestQuote: { id: string };
  /** Newest first, with X-Total-Count and Link (next page). */
  listQuotes: Quote[];
  /** Its buyer, a member of its company, or a shop admin; 404 for anyone else. */
  getQuote: Quote;
  /** The quote as it is now (`offered` or `declined`). */
  answerQuote: Quote;
  /** 201 with the new order; 200 with the same order when the quote was accepted already. */
  acceptQuote: InsertResult;
  declineQuote: Quote;
  /** Not JSON: the PDF's bytes. */
  getQuoteDocument: ArrayBuffer;
  /** The caller's own lists and their company's shared ones, last changed first. */
  listBuyingLists: BuyingList[];
  /** 201. */
  createBuyingList: { id: string };
  /** 404 for a list the caller cannot see, as for an unknown id. */
  getBuyingList: BuyingList;
  /** The list as stored now (the body replaces it whole). */
  updateBuyingList: BuyingList;
  deleteBuyingList: DeleteResult;
  /** The lines that went in the cart, those that could not (with why), and the cart as saved. */
  addBuyingListToCart: BuyingListCartResult;
}

/** What each endpoint with a body takes (the API validates it with the same yup schemas). */
export interface ApiBodies {
  createTool: InferType<typeof postToolBodySchema>;
  updateTool: InferType<typeof patchToolBodySchema>;
  adjustStock: InferType<typeof stockAdjustmentBodySchema>;
  postReview: InferType<typeof postReviewBodySchema>;
  syncCurrentUser: InferType<typeof putCurrentUserBodySchema>;
  updateProfile: InferType<typeof profileFormSchema>;
  /** The product's single-tool body, or many lines (told apart by `order.lines`). */
  placeOrder: InferType<typeof placeOrderBodySchema> | InferType<typeof placeLinesOrderBodySchema>;
  putCart: InferType<typeof putCartBodySchema>;
  advanceOrder:
    | InferType<typeof patchOrderBodySchema>
    | InferType<typeof recordPaymentBodySchema>
    | InferType<typeof refundBodySchema>;
  postInquiry: InferType<typeof postInquiryBodySchema>;
  applyForCompany: InferType<typeof companyApplicationBodySchema>;
  decideCompanyApplication: InferType<typeof decideCompanyApplicationBodySchema>;
  inviteCompanyMember: InferType<typeof companyInvitationBodySchema>;
  updateCompanyMember: InferType<typeof patchCompanyMemberBodySchema>;
  putCompanyLocations: InferType<typeof putCompanyLocationsBodySchema>;
  decideApproval: InferType<typeof decideApprovalBodySchema>;
  updateCompany: InferType<typeof patchCompanyBodySchema>;
  createPriceList: InferType<typeof priceListBodySchema>;
  updatePriceList: InferType<typeof priceListBodySchema>;
  requestQuote: InferType<typeof requestQuoteBodySchema>;
  answerQuote: InferType<typeof offerQuoteBodySchema> | InferType<typeof declineQuoteBodySchema>;
  acceptQuote: InferType<typeof acceptQuoteBodySchema>;
  declineQuote: InferType<typeof buyerDeclineQuoteBodySchema>;
  createBuyingList: InferType<typeof buyingListBodySchema>;
  updateBuyingList: InferType<typeof buyingListBodySchema>;
}

export type ApiResponse<N extends EndpointName> = ApiResponses[N];
export type ApiBody<N extends keyof ApiBodies> = ApiBodies[N];

/** Fails to compile when an endpoint has no response type, or a response type no endpoint. */
type Unanswered = Exclude<EndpointName, keyof ApiResponses> | Exclude<keyof ApiResponses, EndpointName>;
export const everyEndpointAnswers: [Unanswered] extends [never] ? true : Unanswered = true;
