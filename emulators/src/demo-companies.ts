/**
 * The demo shop's trade accounts (emulators only): two companies with their members, who sign in
 * with the passwords below (README's table of demo accounts).
 * - Oakline Joinery: Net 30, a credit limit of $5,000 of which $4,240.00 is used by two delivered,
 *   unpaid invoices (credit near use); its buyer Bob may order up to $500 without approval.
 * - Birch & Co Builders: prepayment (terms 0), no credit limit, one admin and one buyer without a limit.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { formatInvoiceNumber, lineTotalCents, priceListOf, unitPriceCents } from '@toolshub/shared';
import type { CompanyMemberRecord, CompanyRecord } from '../../functions/src/domain/company-records';
import { companyScopes } from '../../functions/src/repositories/orders/document';
import { demoTools } from './demo-data';

export interface DemoCompanyMember {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: 'admin' | 'buyer';
  spendingLimitCents: number | null;
}

export interface DemoCompany {
  id: string;
  record: Omit<CompanyRecord, 'createdAt' | 'creditUsedCents' | 'memberCount' | 'adminCount'>;
  members: DemoCompanyMember[];
  /** Delivered, unpaid orders of the company (its open balance): tool, quantity, placed by, days ago. */
  openInvoices: { toolId: string; quantity: number; by: number; daysAgo: number }[];
}

export const demoCompanies: DemoCompany[] = [
  {
    id: 'demo-oakline',
    record: {
      name: 'Oakline Joinery Ltd',
      nameLower: 'oakline joinery ltd',
      taxId: 'GB 293 4471 08',
      status: 'active',
      holdReason: null,
      paymentTermsDays: 30,
      creditLimitCents: 500_000,
      locations: [
        {
          id: 'oakline-yard',
          name: 'Main yard',
          address: '3 Sawmill Road, Springfield, IL 62702',
          phone: '01755500101',
        },
        {
          id: 'oakline-riverside',
          name: 'Riverside site',
          address: '88 Quay Street, Springfield, IL 62704',
          phone: '01755500102',
        },
      ],
      applicationId: null,
    },
    members: [
      {
        uid: 'demo-oakline-admin',
        email: 'olivia@oakline.example',
        password: 'oakline-pass-123',
        displayName: 'Olivia Oakline',
        role: 'admin',
        spendingLimitCents: null,
      },
      {
        uid: 'demo-oakline-buyer',
        email: 'bob@oakline.example',
        password: 'oakline-pass-123',
        displayName: 'Bob Buyer',
        role: 'buyer',
        spendingLimitCents: 50_000,
      },
    ],
    openInvoices: [
      { toolId: 'claw-hammer', quantity: 200, by: 1, daysAgo: 12 },
      { toolId: 'claw-hammer', quantity: 200, by: 0, daysAgo: 6 },
    ],
  },
  {
    id: 'demo-birch',
    record: {
      name: 'Birch & Co Builders',
      nameLower: 'birch & co builders',
      taxId: null,
      status: 'active',
      holdReason: null,
      paymentTermsDays: 0,
      creditLimitCents: null,
      locations: [
        { id: 'birch-depot', name: 'Depot', address: '140 Elm Avenue, Springfield, IL 62703', phone: '01755500201' },
      ],
      applicationId: null,
    },
    members: [
      {
        uid: 'demo-birch-admin',
        email: 'bea@birch.example',
        password: 'birch-pass-123',
        displayName: 'Bea Birch',
        role: 'admin',
        spendingLimitCents: null,
      },
      {
        uid: 'demo-birch-buyer',
        email: 'sam@birch.example',
        password: 'birch-pass-123',
        displayName: 'Sam Site',
        role: 'buyer',
        spendingLimitCents: null,
      },
    ],
    openInvoices: [],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Writes the companies, their members' accounts (verified) and memberships, and their open
 * invoices (delivered, unpaid orders numbered after the shop's invoices so far; the stock figures
 * of the demo data are what is left after them, as for the trade sales). `creditUsedCents` is the
 * sum of those invoices.
 */
export async function seedDemoCompanies(db: Firestore, auth: Auth, photoURL: string, now: number): Promise<number> {
  for (const company of demoCompanies) {
    for (const member of company.members) {
      await auth.createUser({
        uid: member.uid,
        email: member.email,
        password: member.password,
        displayName: member.displayName,
        photoURL,
        emailVerified: true,
      });
      await db.doc(`users/${member.uid}`).set({
        email: member.email,
        displayName: member.displayName,
        photoURL,
        createdAt: Timestamp.fromMillis(now - 60 * DAY),
      });
    }
    let creditUsedCents = 0;
    for (const [i, invoice] of company.openInvoices.entries()) {
      const tool = demoTools.find((t) => t.id === invoice.toolId);
      const member = company.members[invoice.by];
      const site = company.record.locations[i % company.record.locations.length];
      if (!tool || !member || !site)
        throw new Error(`demo company ${company.id}: an invoice names an unknown tool, member or site`);
      const prices = priceListOf(tool);
      const totalBillCents = lineTotalCents(prices, invoice.quantity);
      const priceCents = unitPriceCents(prices, invoice.quantity);
      creditUsedCents += totalBillCents;
      const placedAt = now - invoice.daysAgo * DAY;
      const shippedAt = placedAt + DAY;
      const deliveredAt = placedAt + 2 * DAY;
      const year = new Date(shippedAt).getUTCFullYear();
      await db.runTransaction(async (tx) => {
        const counter = db.doc(`counters/invoices-${year}`);
        const count = ((await tx.get(counter)).get('count') as number | undefined) ?? 0;
        tx.set(counter, { count: count + 1 }, { merge: true });
        tx.set(db.doc(`orders/${company.id}-invoice-${i + 1}`), {
          uid: member.uid,
          userName: member.displayName,
          userEmail: member.email,
          phoneNumber: site.phone,
          orderAddress: site.address,
          lines: [
            {
              toolId: tool.id,
              sku: tool.sku,
              toolName: tool.toolName,
              imageLink: tool.image,
              unitPriceCents: priceCents,
              listPriceCents: priceListOf(tool).priceCents,
              quantity: invoice.quantity,
              lineTotalCents: totalBillCents,
            },
          ],
          toolIds: [tool.id],
          orderQuantity: invoice.quantity,
          totalBillCents,
          tool: { _id: tool.id, toolName: tool.toolName, priceCents, imageLink: tool.image },
          poNumber: null,
          note: null,
          status: 'delivered',
          payment: 'unpaid',
          createdAt: Timestamp.fromMillis(placedAt),
          statusHistory: [
            { status: 'pending', at: Timestamp.fromMillis(placedAt) },
            { status: 'processing', at: Timestamp.fromMillis(placedAt + DAY / 2) },
            { status: 'shipped', at: Timestamp.fromMillis(shippedAt) },
            { status: 'delivered', at: Timestamp.fromMillis(deliveredAt) },
          ],
          invoiceNumber: formatInvoiceNumber(year, count + 1),
          shippedAt: Timestamp.fromMillis(shippedAt),
          paymentDueAt: Timestamp.fromMillis(shippedAt + company.record.paymentTermsDays * DAY),
          companyId: company.id,
          companyScopes: companyScopes(company.id, member.uid, member.email),
          placedBy: { uid: member.uid, name: member.displayName },
          locationId: site.id,
          locationName: site.name,
        });
      });
    }
    const record: CompanyRecord = {
      ...company.record,
      creditUsedCents,
      memberCount: company.members.length,
      adminCount: company.members.filter((m) => m.role === 'admin').length,
      createdAt: Timestamp.fromMillis(now - 90 * DAY),
      // No price list names the demo companies (a shop admin's first list adds its id).
      priceListIds: [],
    };
    const batch = db.batch();
    batch.set(db.doc(`companies/${company.id}`), record);
    for (const member of company.members) {
      const membership: CompanyMemberRecord = {
        companyId: company.id,
        role: member.role,
        spendingLimitCents: member.spendingLimitCents,
        name: member.displayName,
        email: member.email,
        joinedAt: Timestamp.fromMillis(now - 90 * DAY),
      };
      batch.set(db.doc(`companyMembers/${member.uid}`), membership);
    }
    await batch.commit();
  }
  return demoCompanies.length;
}
