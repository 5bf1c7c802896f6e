/**
 * Trade accounts: companies with members (company admins and buyers), ship-to sites, payment terms
 * and a credit limit. Money is in dollars here, as everywhere at the edge (stored as integer cents).
 */

/** A member's role in their company: `admin` manages the company, `buyer` orders for it. */
export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** `on-hold`: its members cannot order until the shop releases it (an overdue invoice, or by hand). */
export const COMPANY_STATUSES = ['active', 'on-hold'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Days after shipping an invoice is due; 0 is prepayment (paid before it ships). */
export const PAYMENT_TERMS_DAYS = [0, 15, 30, 60] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];
export const DEFAULT_PAYMENT_TERMS_DAYS: PaymentTermsDays = 30;

/** A company has 1 to this many ship-to sites (none until its first PUT of them). */
export const MAX_COMPANY_LOCATIONS = 20;

/** A ship-to site: its address and phone fill an order placed for it. */
export interface CompanyLocation {
  id: string;
  name: string;
  address: string;
  phone: string;
}

export interface CompanyMember {
  uid: string;
  name: string;
  email: string;
  role: CompanyRole;
  /** Dollars an order may total before it needs a company admin's approval; null: no limit. */
  spendingLimit: number | null;
  /** ISO 8601. */
  joinedAt: string | null;
}

export const COMPANY_INVITATION_STATUSES = ['open', 'accepted', 'revoked'] as const;
export type CompanyInvitationStatus = (typeof COMPANY_INVITATION_STATUSES)[number];

export interface CompanyInvitation {
  id: string;
  /** The invited address (lower case): only an account signed in with it, verified, may accept. */
  email: string;
  role: CompanyRole;
  spendingLimit: number | null;
  /** ISO 8601. */
  createdAt: string | null;
  status: CompanyInvitationStatus;
}

/** GET /api/company/invitations/{id}: the invitation as its invitee sees it, before accepting. */
export interface CompanyInvitationView extends CompanyInvitation {
  companyId: string;
  companyName: string;
}

/** GET /api/company: the caller's company; `members` and `invitations` (open ones) for company admins only. */
export interface Company {
  id: string;
  name: string;
  taxId: string | null;
  status: CompanyStatus;
  /** Why the company is on hold (null while active). */
  holdReason: string | null;
  /** Set by a shop admin: the members' orders carry no tax and their documents name the reference. */
  taxExempt: boolean;
  /** The exemption's reference (a certificate's number); null unless taxExempt. */
  taxExemptReference: string | null;
  paymentTermsDays: PaymentTermsDays;
  /** Dollars; null: no credit limit. */
  creditLimit: number | null;
  /** The open balance: the company's orders not cancelled and not paid (awaiting approval included). */
  creditUsed: number;
  /** creditLimit - creditUsed (never below 0); null without a limit. */
  creditAvailable: number | null;
  locations: CompanyLocation[];
  /** The caller's own membership. */
  role: CompanyRole;
  spendingLimit: number | null;
  members?: CompanyMember[];
  invitations?: CompanyInvitation[];
}

export const COMPANY_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyApplicationStatus = (typeof COMPANY_APPLICATION_STATUSES)[number];

export interface CompanyApplication {
  id: string;
  companyName: string;
  taxId: string | null;
  address: string;
  phone: string;
  status: CompanyApplicationStatus;
  applicant: { uid: string; name: string; email: string };
  /** ISO 8601. */
  createdAt: string | null;
  decidedAt: string | null;
  /** The shop admin's note with the decision (mailed to the applicant). */
  note: string | null;
  /** The company made by approving it; null otherwise. */
  companyId: string | null;
}

/** GET /api/company-applications?status=&limit=&after= : newest first, with X-Total-Count. */
export interface CompanyApplicationListQuery {
  status?: CompanyApplicationStatus;
  limit?: number;
  after?: string;
}
export const COMPANY_APPLICATION_LIST_PARAMS = ['status', 'limit', 'after'] as const;

/** A row of the shop admin's companies grid (GET /api/companies). */
export interface CompanySummary {
  id: string;
  name: string;
  taxId: string | null;
  memberCount: number;
  paymentTermsDays: PaymentTermsDays;
  creditLimit: number | null;
  creditUsed: number;
  /** Dollars of the company's invoices that are unpaid and past their due date. */
  overdue: number;
  status: CompanyStatus;
  holdReason: string | null;
  taxExempt: boolean;
  taxExemptReference: string | null;
  /** ISO 8601. */
  createdAt: string | null;
}

/** GET /api/companies?sort=&status=&limit=&after= : with X-Total-Count, paged like the other admin lists. */
export const COMPANY_LIST_SORTS = ['name', 'newest'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];
export const DEFAULT_COMPANY_LIST_SORT: CompanyListSort = 'name';
export interface CompanyListQuery {
  sort?: CompanyListSort;
  status?: CompanyStatus;
  limit?: number;
  after?: string;
}
export const COMPANY_LIST_PARAMS = ['sort', 'status', 'limit', 'after'] as const;
