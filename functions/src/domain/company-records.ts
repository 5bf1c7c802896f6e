import type { Timestamp } from 'firebase-admin/firestore';
import type {
  CompanyApplicationStatus,
  CompanyInvitationStatus,
  CompanyRole,
  CompanyStatus,
  PaymentTermsDays,
} from '@toolshub/shared';

/**
 * The stored shape of trade accounts (money in integer cents), as the company rules read and write
 * it. The repositories (functions/src/repositories/companies, company-members, company-applications,
 * company-invitations) hold the collections and turn these into the API's shapes.
 */

export interface CompanyLocationRecord {
  id: string;
  name: string;
  address: string;
  phone: string;
}

/** `companies/{companyId}`. */
export interface CompanyRecord {
  name: string;
  /** name.toLowerCase(): the admin grid sorts by it. */
  nameLower: string;
  taxId: string | null;
  status: CompanyStatus;
  holdReason: string | null;
  /** Set by a shop admin (absent: not exempt): its members' orders carry no tax and name the reference. */
  taxExempt?: boolean;
  taxExemptReference?: string | null;
  paymentTermsDays: PaymentTermsDays;
  /** null: no credit limit. */
  creditLimitCents: number | null;
  /** The open balance: orders of the company not cancelled and not paid (kept by the order transactions). */
  creditUsedCents: number;
  /** 1 to 20 after the first PUT of them; may be empty before. */
  locations: CompanyLocationRecord[];
  memberCount: number;
  adminCount: number;
  createdAt: Timestamp;
  /** The application that made it (null for a company made otherwise: the seed, a test fixture). */
  applicationId: string | null;
  /**
   * The ids of the price lists naming it, written with the lists (repositories/price-lists); absent
   * on a company written before they were kept, whose lists an order then finds by a query.
   */
  priceListIds?: string[];
}

/** `companyMembers/{uid}`: the doc id is the account's uid, so an account is in one company at most. */
export interface CompanyMemberRecord {
  companyId: string;
  role: CompanyRole;
  /** null: no limit. */
  spendingLimitCents: number | null;
  name: string;
  /** Lower case. */
  email: string;
  joinedAt: Timestamp;
}

/** `companyApplications/{id}`. */
export interface CompanyApplicationRecord {
  companyName: string;
  taxId: string | null;
  address: string;
  phone: string;
  status: CompanyApplicationStatus;
  applicant: { uid: string; name: string; email: string };
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
  decidedBy: { uid: string; email: string | null } | null;
  note: string | null;
  companyId: string | null;
}

/** `companyInvitations/{id}`. */
export interface CompanyInvitationRecord {
  companyId: string;
  companyName: string;
  /** Lower case. */
  email: string;
  role: CompanyRole;
  spendingLimitCents: number | null;
  status: CompanyInvitationStatus;
  invitedBy: { uid: string; email: string | null };
  createdAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: string | null;
}
