import { config } from '../config';
import { compose } from './compose';
import type { MailMessage } from './outgoing-mail';

/** The page of the caller's company in the dashboard. */
export function companyPageUrl(): string {
  return `${config.publicSiteUrl()}/dashboard/company`;
}

/** The page an invitation mail links to, where the invitee accepts it. */
export function invitationPageUrl(invitationId: string): string {
  return `${config.publicSiteUrl()}/company/invitations/${encodeURIComponent(invitationId)}`;
}

const termsInWords = (days: number) => (days === 0 ? 'payment before shipping' : `payment within ${days} days`);

export interface ApplicationDecision {
  applicantName: string;
  companyName: string;
  note: string | null;
  /** For an approval: the terms and limit given. */
  paymentTermsDays?: number;
  creditLimit?: string | null;
}

/** To the applicant: the trade account was opened, with its terms. */
export function applicationApprovedMessage(decision: ApplicationDecision): MailMessage {
  return compose({
    subject: `Your trade account for ${decision.companyName} is open`,
    greeting: `Hello ${decision.applicantName},`,
    blocks: [
      {
        paragraph: `We have opened a trade account for ${decision.companyName}, with you as its company admin. You can now invite your colleagues and add your sites.`,
      },
      {
        rows: [
          ['Payment terms', termsInWords(decision.paymentTermsDays ?? 30)],
          ['Credit limit', decision.creditLimit ?? 'none'],
        ],
      },
      ...(decision.note ? [{ paragraph: `A note from us: ${decision.note}` }] : []),
    ],
    link: { label: 'Open your company', url: companyPageUrl() },
  });
}

/** To the applicant: the application was not accepted. */
export function applicationRejectedMessage(decision: ApplicationDecision): MailMessage {
  return compose({
    subject: `Your trade account application for ${decision.companyName}`,
    greeting: `Hello ${decision.applicantName},`,
    blocks: [
      { paragraph: `We are sorry: we cannot open a trade account for ${decision.companyName} at this time.` },
      ...(decision.note ? [{ paragraph: `Our reason: ${decision.note}` }] : []),
      { paragraph: 'You can still order from the shop with your own account, and apply again later.' },
    ],
    link: { label: 'Visit the shop', url: config.publicSiteUrl() },
  });
}

export interface Invitation {
  id: string;
  companyName: string;
  inviterName: string;
  role: 'admin' | 'buyer';
}

/** To the invitee: join the company, through the link (signed in with this address). */
export function companyInvitationMessage(invitation: Invitation): MailMessage {
  const as = invitation.role === 'admin' ? 'a company admin' : 'a buyer';
  return compose({
    subject: `${invitation.inviterName} invites you to ${invitation.companyName} on ${config.shopName}`,
    greeting: 'Hello,',
    blocks: [
      {
        paragraph: `${invitation.inviterName} invites you to join ${invitation.companyName}'s trade account as ${as}. Sign in (or register) with this e-mail address and accept the invitation.`,
      },
    ],
    link: { label: 'See the invitation', url: invitationPageUrl(invitation.id) },
  });
}
