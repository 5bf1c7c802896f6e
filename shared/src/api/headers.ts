/** Header names the API and the web app agree on. */
export const API_HEADERS = {
  /** Request: the same key for every retry of one order; the server places it once. */
  idempotencyKey: 'Idempotency-Key',
  /** Response: 'true' when an Idempotency-Key came again and the first order is answered. */
  idempotentReplayed: 'Idempotent-Replayed',
  /** Response: how many items a list holds in all, where the API counts them. */
  totalCount: 'X-Total-Count',
  /** Response: 'true' when the caller's ID token carries claims older than the account's. */
  claimsChanged: 'X-Claims-Changed',
  /** Response: `<next page's path>; rel="next"` when a list has another page. */
  link: 'Link',
  /** Response to a 429: seconds until the caller may try again. */
  retryAfter: 'Retry-After',
  /** Response to GET /api/tool/{id}: the tool's version, to send back in If-Match when editing it. */
  etag: 'ETag',
  /** Request: edit only if the resource is still at this version (else 412 with the current one). */
  ifMatch: 'If-Match',
  /** Response (emulators only): Firestore documents the request read, for the bench. */
  firestoreReads: 'X-Firestore-Reads',
  /** Response (emulators only): of those, the reads count() aggregations billed (one per 1,000 entries). */
  firestoreCountReads: 'X-Firestore-Count-Reads',
  /** Response (emulators only): Firestore documents the request wrote, for the bench. */
  firestoreWrites: 'X-Firestore-Writes',
  /** Response (emulators only): where the request's time went, step by step (`name;dur=ms, ...`). */
  serverTiming: 'Server-Timing',
} as const;

/** The Idempotency-Key's shape: 1 to 100 letters, digits or _ - : . */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;
