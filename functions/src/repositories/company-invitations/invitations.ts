import { Timestamp } from 'firebase-admin/firestore';
import { toCents, type Company, type CompanyInvitationView, type CompanyRole } from '@toolshub/shared';
import { conflict, notFound } from '../../errors';
import { companyInvitationMail } from '../../domain/company-mail';
import type { CompanyInvitationRecord, CompanyMemberRecord } from '../../domain/company-records';
import { addMember, checkCanJoin } from '../../domain/company-rules';
import { runTransaction } from '../../firestore/transaction';
import { isPlausibleId } from '../../firestore/document-id';
import { readDoc } from '../../firestore/read-meter';
import { companies } from '../companies/companies';
import { companyInvitationsCollection, hasExpired, toInvitation, toInvitationRecord } from './document';
import { toCompany } from '../companies/document';
import { asCompanyAdmin } from '../companies/membership';
import { companyMembersCollection, findMembership, memberRef, membershipIn } from '../company-members/members';
import { mailCollection, newMailDocument } from '../mail/mail';

export interface InvitationInput {
  email: string;
  role: CompanyRole;
  spendingLimit?: number | null;
}

/**
 * A company admin invites an address: 409 when it is a member already or has an open invitation
 * of this company. The invitation and its mail are written in one transaction.
 */
export function inviteMember(
  caller: { uid: string; name: string; email: string | null },
  input: InvitationInput,
): Promise<string> {
  const ref = companyInvitationsCollection().doc();
  return asCompanyAdmin(caller.uid, async ({ tx, company }) => {
    const email = input.email.toLowerCase();
    const [members, open] = await Promise.all([
      tx.get(companyMembersCollection().where('companyId', '==', company.id).where('email', '==', email).limit(1)),
      tx.get(
        companyInvitationsCollection()
          .where('companyId', '==', company.id)
          .where('email', '==', email)
          .where('status', '==', 'open'),
      ),
    ]);
    if (!members.empty) throw conflict(`${email} is a member of ${company.name} already`);
    if (open.docs.some((doc) => !hasExpired(toInvitationRecord(doc.data())))) {
      throw conflict(`${email} has an open invitation already`);
    }
    const record: CompanyInvitationRecord = {
      companyId: company.id,
      companyName: company.name,
      email,
      role: input.role,
      spendingLimitCents:
        input.spendingLimit === undefined || input.spendingLimit === null ? null : toCents(input.spendingLimit),
      status: 'open',
      invitedBy: { uid: caller.uid, email: caller.email },
      createdAt: Timestamp.now(),
      acceptedAt: null,
      acceptedBy: null,
    };
    tx.create(ref, record);
    tx.create(
      mailCollection().doc(),
      newMailDocument(
        companyInvitationMail({
          id: ref.id,
          email,
          companyName: company.name,
          inviterName: caller.name || caller.email || 'A colleague',
          role: input.role,
        }),
      ),
    );
    return ref.id;
  });
}

/**
 * The invitation as its invitee (signed in with the invited address) or a company admin of its
 * company sees it; 404 for anyone else, as for an unknown id.
 */
export async function findInvitationFor(
  id: string,
  caller: { uid: string; email: string | null },
): Promise<CompanyInvitationView> {
  const missing = notFound('No such invitation');
  if (!isPlausibleId(id)) throw missing;
  const data = (await readDoc(companyInvitationsCollection().doc(id))).data();
  if (!data) throw missing;
  const record = toInvitationRecord(data);
  if (record.email !== caller.email?.toLowerCase()) {
    const membership = await findMembership(caller.uid);
    if (!membership || membership.companyId !== record.companyId || membership.role !== 'admin') throw missing;
  }
  const status = record.status === 'open' && hasExpired(record) ? 'revoked' : record.status;
  return { ...toInvitation(id, record), status, companyId: record.companyId, companyName: record.companyName };
}

/**
 * The invited account (the route has checked its address is verified) joins the company with the
 * invitation's role and limit: 404 for another address, 409 when it is in a company already or the
 * invitation is no longer open. One transaction: invitation, membership, the company's counts.
 */
export async function acceptInvitation(
  id: string,
  caller: { uid: string; email: string | null; name: string },
): Promise<Company> {
  const missing = notFound('No such invitation');
  if (!isPlausibleId(id)) throw missing;
  const ref = companyInvitationsCollection().doc(id);
  return runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw missing;
    const invitation = toInvitationRecord(data);
    if (!caller.email || invitation.email !== caller.email.toLowerCase()) throw missing;
    const companyRef = companies().doc(invitation.companyId);
    const [membership, company] = await Promise.all([membershipIn(tx, caller.uid), tx.get(companyRef)]);
    const stored = company.data();
    if (invitation.status !== 'open' || hasExpired(invitation) || !stored) {
      throw conflict('This invitation is no longer open: ask the company for a new one');
    }
    checkCanJoin(membership);
    const now = Timestamp.now();
    const member: CompanyMemberRecord = {
      companyId: invitation.companyId,
      role: invitation.role,
      spendingLimitCents: invitation.spendingLimitCents,
      name: caller.name || invitation.email,
      email: invitation.email,
      joinedAt: now,
    };
    const counts = addMember(stored, invitation.role);
    tx.create(memberRef(caller.uid), member);
    tx.update(companyRef, { ...counts });
    tx.update(ref, { status: 'accepted', acceptedAt: now, acceptedBy: caller.uid });
    return toCompany({ ...stored, ...counts }, member);
  });
}

/** A company admin withdraws an open invitation of their company (404 for another company's). */
export function revokeInvitation(callerUid: string, id: string): Promise<boolean> {
  if (!isPlausibleId(id)) throw notFound('No such invitation');
  const ref = companyInvitationsCollection().doc(id);
  return asCompanyAdmin(callerUid, async ({ tx, company }) => {
    const data = (await tx.get(ref)).data();
    if (!data) throw notFound('No such invitation');
    const invitation = toInvitationRecord(data);
    if (invitation.companyId !== company.id) throw notFound('No such invitation');
    if (invitation.status !== 'open') return false;
    tx.update(ref, { status: 'revoked' });
    return true;
  });
}
