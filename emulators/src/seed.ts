/**
 * Fills the emulators with the demo shop: wipes Firestore and Auth, then writes the catalog,
 * reviews, the two demo accounts (one admin) and a few orders. Emulators only, never production.
 */
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { toCents } from '@toolshub/shared';
import { grantAdmin } from '../../functions/src/domain/admin-rights';
import { firestore } from '../../functions/src/firebase';
import { requireEmulators, scriptAdminApp } from './admin-sdk';
import { demoAccounts, demoPhotoURL, demoReviews, demoTools } from './demo-data';
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

export async function seedDemoData() {
  requireEmulators();
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
    if (account.admin) await grantAdmin(account.email);
  }

  const batch = db.batch();
  demoTools.forEach((tool, i) => {
    batch.set(db.doc(`tools/${tool.id}`), {
      toolName: tool.toolName,
      priceCents: toCents(tool.price),
      minOrder: tool.minOrder,
      available: tool.available,
      toolDescription: tool.toolDescription,
      imageLink: tool.image,
      archived: false,
      createdAt: minutesAgo(i),
    });
  });
  demoReviews.forEach((review, i) => {
    const { id, ...fields } = review;
    batch.set(db.doc(`reviews/${id}`), { ...fields, createdAt: minutesAgo(i) });
  });
  await batch.commit();

  const orders = await seedOrders(db, uids);
  return { tools: demoTools.length, reviews: demoReviews.length, orders, accounts: demoAccounts.length };
}

/** Two past orders of the demo customer; the stock already reflects them (stock is conserved). */
async function seedOrders(db: FirebaseFirestore.Firestore, uids: Map<string, string>) {
  const customer = demoAccounts.find((a) => !a.admin);
  if (!customer) return 0;
  const picks = demoTools.slice(0, 2);
  let count = 0;
  for (const [i, tool] of picks.entries()) {
    const quantity = tool.minOrder;
    const priceCents = toCents(tool.price);
    await db.runTransaction(async (tx) => {
      const ref = db.doc(`tools/${tool.id}`);
      const snap = await tx.get(ref);
      tx.update(ref, { available: (snap.get('available') as number) - quantity });
      tx.set(db.collection('orders').doc(`demo-order-${i + 1}`), {
        uid: uids.get(customer.email),
        userName: customer.displayName,
        userEmail: customer.email,
        phoneNumber: '01712345678',
        orderAddress: '12 Timber Lane, Workshop 4',
        orderQuantity: quantity,
        totalBillCents: priceCents * quantity,
        tool: { _id: tool.id, toolName: tool.toolName, priceCents, imageLink: tool.image },
        status: i === 0 ? 'processing' : 'pending',
        payment: 'unpaid',
        createdAt: minutesAgo(120 - i),
      });
    });
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedDemoData()
    .then((c) =>
      console.log(
        `[toolshub] seeded ${c.tools} tools, ${c.reviews} reviews, ${c.orders} orders, ${c.accounts} accounts`,
      ),
    )
    .catch((err: unknown) => {
      console.error('[toolshub] seeding failed:', err);
      process.exitCode = 1;
    });
}
