/** Configuration read once. Nothing here touches the network or Firebase at import time. */
export const config = {
  region: 'us-central1',
  /** JSON bodies above this are refused with 413 before any handler runs. */
  jsonBodyLimit: '32kb',
  /** Shipped images the API accepts as a tool's imageLink besides our own bucket's. */
  shippedImagePrefix: '/images/tools/',
  /** Inquiries accepted per e-mail address per window. */
  inquiryRateLimit: { max: 3, windowMs: 60 * 60 * 1000 },
  /** In the emulators, the Hosting origin(s) the shipped images are served from. */
  localHostingOrigins(): string[] {
    const url = new URL(process.env.TOOLSHUB_HOSTING_URL ?? 'http://127.0.0.1:5050');
    return [url.origin, `http://localhost:${url.port}`, `http://127.0.0.1:${url.port}`];
  },
  /**
   * Attempts of one order transaction before answering 503. Between attempts the SDK waits about
   * 1 s, growing 1.5× each time (±50 %): 6 attempts wait 13 s in all (20 s at most), inside the
   * function's 60 s timeout.
   */
  transactionAttempts: 6,
} as const;

export function storageBucketName(): string {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-toolshub';
  return process.env.STORAGE_BUCKET ?? `${projectId}.appspot.com`;
}
