/**
 * Fills the emulators with the demo shop: wipes Firestore and Auth, then writes the categories,
 * the catalog (with its SKU claims), past trade orders, reviews, the two demo accounts (one admin)
 * and the customer's orders, then builds the analytics roll-ups from them. Emulators only, never
 * production.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { isLowStock, lineTotalCents, priceListOf, unitPriceCents } from '@toolshub/shared';
import { rebuildRollups } from '../../functions/src/analytics/rebuild-rollups';
import { grantAdmin } from '../../functions/src/domain/admin-rights';
import { firestoreAdminRightsStore } from '../../functions/src/repositories/accounts/admin-rights-store';
import { OPERATOR } from '../../functions/src/domain/audit-records';
import { config } from '../../functions/src/config';
import { firestore } from '../../functions/src/firebase';
import { initialStock, recordStockMovement } from '../../functions/src/repositories/stock-movements';
import { newToolDoc } from '../../functions/src/repositories/tools/document';
import { requireEmulators, scriptAdminApp } from './admin-sdk';
import { withBackgroundTriggersPaused } from './background-triggers';
import {
  demoAccounts,
  demoCategories,
  demoPhotoURL,
  demoReviews,
  demoSales,
  demoTools,
  type DemoTool,
} from './demo-data';
import { seedDemoCompanies } from './demo-companies';
import { demoOrderLives } from './demo-invoices';
import { customerOrders, unitsOrderedOf } from './demo-orders';
import { projectId } from './paths';
import { hostingUrl } from './ports';

async function clearEmulators() {
  const fs = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const wipe = async (url: string) => {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`DELETE ${url} answered ${res.status}`);
  };
  await wipe(`http://${fs}/emulator/v1/projects/${projectId}/databases/(default)/documents`);
  await wipe(`http://${auth}/emulator/v1/projects/${projectId}/accounts`);
}

/** A fixed clock for demo timestamps, so the catalog's order is the same on every seed. */
const base = Date.UTC(2026, 10, 1, 9, 0, 0);
const minutesAgo = (n: number) => Timestamp.fromMillis(base - n * 60_000);

/** No tools and no accounts' profiles: a shop to seed (a restored save may hold one that is empty). */
export async function isShopEmpty(): Promise<boolean> {
  requireEmulators();
  const db = firestore();
  const [tools, users] = await Promise.all([
    db.collection('tools').limit(1).get(),
    db.collection('users').limit(1).get(),
  ]);
  return tools.empty && users.empty;
}

export async function seedDemoData() {
  requireEmulators();
  // The roll-ups are rebuilt at the end: no trigger needs to run for each order and account.
  return withBackgroundTriggersPaused(writeDemoData);
}

async function writeDemoData() {
  await clearEmulators();
  const app = scriptAdminApp();
  // The API's own instance of the default app's Firestore: grantAdmin below writes through it.
  const db = firestore();
  const auth = getAuth(app);

  // Auth wants an absolute photo URL: the shipped blank profile, as Hosting serves it.
  const photoURL = `${hostingUrl()}${demoPhotoURL}`;
  const uids = new Map<string, string>();
  for (const account of demoAccounts) {
    const user = await auth.createUser({
      uid: `demo-${account.admin ? 'admin' : 'customer'}`,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      photoURL,
      emailVerified: true,
    });
    uids.set(account.email, user.uid);
    await db.doc(`users/${user.uid}`).set({
      email: account.email,
      displayName: account.displayName,
      photoURL,
      createdAt: minutesAgo(600),
    });
    // The same rule the API and `npm run grant-admin` follow: registry, claim and role together.
    if (account.admin) await grantAdmin(firestoreAdminRightsStore, account.email);
  }

  const batch = db.batch();
  for (const category of demoCategories) batch.set(db.doc(`categories/${category.id}`), { name: category.name });
  demoTools.forEach((tool, i) => {
    const { priceCents, priceTiers } = priceListOf(tool);
    const doc = newToolDoc({
      toolName: tool.toolName,
      priceCents,
      priceTiers: [...priceTiers],
      minOrder: tool.minOrder,
      available: tool.available,
      toolDescription: tool.toolDescription,
      imageLink: tool.image,
      sku: tool.sku,
      category: tool.category,
      reorderPoint: tool.reorderPoint ?? null,
    });
    batch.set(db.doc(`tools/${tool.id}`), { ...doc, unitsOrdered: unitsOrderedOf(tool.id), createdAt: minutesAgo(i) });
    batch.set(db.doc(`skus/${tool.sku}`), { toolId: tool.id });
    // Its stock ledger starts with the demo figure (the trade sales below are already out of it).
    recordStockMovement(batch, initialStock(tool.id, tool.available, OPERATOR));
  });
  demoReviews.forEach((review, i) => {
    const { id, ...fields } = review;
    batch.set(db.doc(`reviews/${id}`), { ...fields, createdAt: minutesAgo(i) });
  });
  await batch.commit();

  const orders = (await seedTradeSales(db)) + (await seedCustomerOrders(db, uids));
  // The trade accounts, their members and open invoices (numbered after the trade sales' invoices).
  const companies = await seedDemoCompanies(db, auth, photoURL, base);
  // The dashboard's roll-ups of what was just written. Were the triggers running after all (no
  // Hub to pause them), they skip these writes: the rebuild records when it read.
  await rebuildRollups(db);
  return {
    categories: demoCategories.length,
    tools: demoTools.length,
    reviews: demoReviews.length,
    orders,
    accounts: demoAccounts.length,
    companies,
  };
}

/** An order's bill and snapshot at the tool's price for that quantity (its tier's, if any). */
function billed(tool: DemoTool, quantity: number) {
  const prices = priceListOf(tool);
  const priceCents = unitPriceCents(prices, quantity);
  return {
    orderQuantity: quantity,
    totalBillCents: lineTotalCents(prices, quantity),
    tool: { _id: tool.id, toolName: tool.toolName, priceCents, imageLink: tool.image },
  };
}

/**
 * Delivered orders of the reviewers' businesses (no demo account sees them; admins do), invoiced
 * and mostly paid (demo-invoices.ts). The stock figures of the demo data are what is left after them.
 */
async function seedTradeSales(db: FirebaseFirestore.Firestore) {
  const batch = db.batch();
  const placedAt = demoSales.map((sale) => minutesAgo(sale.daysAgo * 24 * 60).toMillis());
  const { lives, invoiceCounts } = demoOrderLives(placedAt, base, config.paymentTermsDays);
  const at = (ms: number) => Timestamp.fromMillis(ms);
  demoSales.forEach((sale, i) => {
    const tool = demoTools.find((t) => t.id === sale.toolId);
    const buyer = demoReviews[sale.buyer];
    const life = lives[i];
    if (!tool || !buyer || !life) throw new Error(`demo sale ${i} names an unknown tool or buyer`);
    batch.set(db.doc(`orders/demo-sale-${i + 1}`), {
      uid: `demo-trade-${sale.buyer}`,
      userName: buyer.reviewerName,
      userEmail: buyer.reviewerEmail,
      phoneNumber: '01898765432',
      orderAddress: `Goods-in, ${buyer.reviewerEmail.split('@')[1] ?? 'trade customer'}`,
      ...billed(tool, sale.quantity),
      status: 'delivered',
      createdAt: at(placedAt[i] ?? 0),
      statusHistory: life.history.map((entry) => ({ ...entry, at: at(entry.at) })),
      invoiceNumber: life.invoiceNumber,
      shippedAt: at(life.shippedAt),
      paymentDueAt: at(life.paymentDueAt),
      ...(life.paid
        ? { payment: 'paid', paidAt: at(life.paid.at), paymentReference: life.paid.reference }
        : { payment: 'unpaid' }),
    });
  });
  for (const [year, count] of invoiceCounts) batch.set(db.doc(`counters/invoices-${year}`), { count });
  await batch.commit();
  return demoSales.length;
}

/** The demo customer's open orders; the stock already reflects them (stock is conserved). */
async function seedCustomerOrders(db: FirebaseFirestore.Firestore, uids: Map<string, string>) {
  const customer = demoAccounts.find((a) => !a.admin);
  if (!customer) return 0;
  for (const order of customerOrders) {
    await db.runTransaction(async (tx) => {
      const ref = db.doc(`tools/${order.tool.id}`);
      const snap = await tx.get(ref);
      const available = (snap.get('available') as number) - order.quantity;
      const stock = { available, minOrder: order.tool.minOrder, reorderPoint: order.tool.reorderPoint };
      tx.update(ref, { available, inStock: available >= order.tool.minOrder, lowStock: isLowStock(stock) });
      recordStockMovement(tx, {
        toolId: order.tool.id,
        delta: -order.quantity,
        reason: 'order',
        orderId: order.id,
        availableAfter: available,
      });
      tx.set(db.collection('orders').doc(order.id), {
        uid: uids.get(customer.email),
        userName: customer.displayName,
        userEmail: customer.email,
        phoneNumber: '01712345678',
        orderAddress: '12 Timber Lane, Workshop 4',
        ...billed(order.tool, order.quantity),
        status: order.status,
        payment: 'unpaid',
        createdAt: minutesAgo(order.minutesAgo),
      });
    });
  }
  return customerOrders.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedDemoData()
    .then((c) =>
      console.log(
        `[toolshub] seeded ${c.categories} categories, ${c.tools} tools, ${c.reviews} reviews, ${c.orders} orders, ${c.accounts} accounts`,
      ),
    )
    .catch((err: unknown) => {
      console.error('[toolshub] seeding failed:', err);
      process.exitCode = 1;
    });
}
