import { formatPrice, fromCents } from '@toolshub/shared';
import {
  applicationApprovedMessage,
  applicationRejectedMessage,
  companyInvitationMessage,
} from '../mail/company-messages';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { CompanyApplicationRecord, CompanyRecord } from './company-records';

/** The applicant hears of the decision, either way, at the address they applied with. */
export function applicationDecidedMail(
  application: CompanyApplicationRecord,
  decision: 'approve' | 'reject',
  note: string | null,
  company: Pick<CompanyRecord, 'paymentTermsDays' | 'creditLimitCents'> | null,
): OutgoingMail {
  const facts = {
    applicantName: application.applicant.name || application.applicant.email,
    companyName: application.companyName,
    note,
  };
  if (decision === 'approve' && company) {
    return {
      to: [application.applicant.email],
      message: applicationApprovedMessage({
        ...facts,
        paymentTermsDays: company.paymentTermsDays,
        creditLimit: company.creditLimitCents === null ? null : formatPrice(fromCents(company.creditLimitCents)),
      }),
      kind: 'company-application-approved',
      orderId: null,
    };
  }
  return {
    to: [application.applicant.email],
    message: applicationRejectedMessage(facts),
    kind: 'company-application-rejected',
    orderId: null,
  };
}

/** The invitee gets a link to the invitation's page. */
export function companyInvitationMail(invitation: {
  id: string;
  email: string;
  companyName: string;
  inviterName: string;
  role: 'admin' | 'buyer';
}): OutgoingMail {
  return {
    to: [invitation.email],
    message: companyInvitationMessage(invitation),
    kind: 'company-invitation',
    orderId: null,
  };
}
