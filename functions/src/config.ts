import { SHOP_TAX_RATES } from '@toolshub/shared';

/** Configuration read once. Nothing here touches the network or Firebase at import time. */
export const config = {
  region: 'us-central1',
  /** JSON bodies above this are refused with 413 before any handler runs. */
  jsonBodyLimit: '32kb',
  jsonBodyLimitBytes: 32 * 1024,
  /** Our deepest body is 3 levels ({ order: { tool: { _id } } }); anything past this is refused. */
  jsonMaxDepth: 16,
  /** Shipped images the API accepts as a tool's imageLink besides our own bucket's. */
  shippedImagePrefix: '/images/tools/',
  /**
   * Abuse limits, each a fixed window, answered with 429 and Retry-After. Inquiries (a public form)
   * are limited per mailbox (a+1@ and a+2@ are one mailbox), per client address, and for the
   * whole shop, so that no one source and no crowd of them can flood the admins' list.
   */
  inquiryLimits: {
    perMailbox: { max: 3, windowMs: 60 * 60 * 1000 },
    perClient: { max: 30, windowMs: 60 * 60 * 1000 },
    wholeShop: { max: 500, windowMs: 60 * 60 * 1000 },
  },
  /**
   * Verification messages per account: registration sends one, 'Resend' a few more; a window
   * this size stops a script from using the shop to flood a mailbox.
   */
  verificationMailLimit: { max: 3, windowMs: 60 * 60 * 1000 },
  /** Reviews per account per day: a real customer reviews now and then, not in bursts. */
  reviewLimit: { max: 3, windowMs: 24 * 60 * 60 * 1000 },
  /**
   * The emulators' Functions runtime sets FUNCTIONS_EMULATOR; only there does the API report each
   * request's Firestore reads in a header (for the bench), never in production.
   */
  reportReads(): boolean {
    return process.env.FUNCTIONS_EMULATOR === 'true';
  },
  /** In the emulators, the Hosting origin(s) the shipped images are served from. */
  localHostingOrigins(): string[] {
    const url = new URL(process.env.TOOLSHUB_HOSTING_URL ?? 'http://127.0.0.1:5050');
    return [url.origin, `http://localhost:${url.port}`, `http://127.0.0.1:${url.port}`];
  },
  /**
   * Attempts of an order transaction that collided with another (its tool changed meanwhile, or
   * a lock conflict) before answering 503: random waits under a ceiling that starts at 25 ms and
   * doubles up to 1 s; the 11 waits of 12 attempts add up to 6.6 s at most, well inside the
   * function's 60 s timeout.
   */
  transactionRetry: { attempts: 12, baseDelayMs: 25, maxDelayMs: 1000 },
  /**
   * How long an Idempotency-Key is remembered (retries come within seconds or minutes). Records
   * carry `expiresAt`; a TTL policy (firestore.indexes.json) deletes them some time after that.
   */
  idempotencyKeyLifetimeMs: 24 * 60 * 60 * 1000,
  /**
   * Sales tax: the shop's rate (a fraction: 0.15 is 15%) and per-category overrides (category id →
   * rate), billed by shared/domain/tax.ts in the order transaction. The demo's are SHOP_TAX_RATES
   * (shared), which the web's cart estimates with too; the order's stored figures are the bill.
   */
  taxRate: SHOP_TAX_RATES.rate,
  taxRateByCategory: { ...SHOP_TAX_RATES.byCategory } as Record<string, number>,
  /** An invoice is due this many days after the order ships ("Net 30"). */
  paymentTermsDays: 30,
  /** The shop as its order confirmations and invoices name it. */
  seller: {
    name: 'Tools Hub Ltd.',
    address: ['400 Foundry Lane', 'Springfield, IL 62701', 'United States'],
    email: 'support@toolshub.example',
    phone: '+1-800-555-0142',
  },
  /** The name every message is signed with and sent from. */
  shopName: 'Tools Hub',
  /**
   * Delivery of `mail/{id}` documents (mail/deliver-mail.ts): attempts per message within one
   * trigger run, the waits between them, and how long a claim holds off a duplicated event.
   */
  mailDelivery: { maxAttempts: 3, retryDelaysMs: [2_000, 10_000], claimLeaseMs: 60_000 },
  /** A pending order not moved on within this long is cancelled and its stock given back. */
  reservationMs: 7 * 24 * 60 * 60 * 1000,
  /** A company order awaiting a company admin's approval for this many days is cancelled (its stock given back). */
  approvalHoldDays: 3,
  /** A company with an invoice overdue by more than this many days is put on hold (the daily check). */
  creditHoldAfterDays: 15,
  /** An open invitation to a company can be accepted within this many days. */
  companyInvitationDays: 14,
  /**
   * An expiry task that arrives at most this early (clock skew; the Tasks emulator dispatches at
   * once, ignoring the schedule) waits out the rest; one earlier still is refused and retried by
   * the queue. Below the Tasks emulator's 10 s dispatch deadline.
   */
  reservationEarlyWaitMs: 8_000,
  /** True inside the Emulator Suite (the Functions emulator sets FUNCTIONS_EMULATOR). */
  isEmulator(): boolean {
    return process.env.FUNCTIONS_EMULATOR === 'true';
  },
  /** True when this API talks to emulators: in the suite, or served in-process by a test. */
  usesEmulators(): boolean {
    return config.isEmulator() || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  },
  /**
   * The shop's public address, which messages link to: the Hosting emulator in the emulators, else
   * PUBLIC_SITE_URL (functions/.env.<project-id>) when set, else the project's default Hosting site.
   */
  publicSiteUrl(): string {
    const url = process.env.TOOLSHUB_HOSTING_URL || process.env.PUBLIC_SITE_URL;
    if (url) return url.replace(/\/+$/, '');
    const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-toolshub';
    return `https://${projectId}.web.app`;
  },
} as const;

export function storageBucketName(): string {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-toolshub';
  return process.env.STORAGE_BUCKET ?? `${projectId}.appspot.com`;
}
