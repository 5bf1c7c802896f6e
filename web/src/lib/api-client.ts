import {
  API_BASE,
  API_HEADERS,
  endpoints,
  type ApiBodies,
  type ApiErrorBody,
  type ApiResponse,
  type EndpointName,
} from '@toolshub/shared';
import { reportSessionRejected } from './session';
import { earlyIdToken, isSigninWatchWanted } from './session-store';
import { hasStoredSession } from './stored-session';

/** An API failure with the server's code, message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** For a 409 or 412 on a stale copy: what the server holds now. */
    readonly current: ApiErrorBody['error']['current'] = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, instead of a JSON body (a CSV upload). */
  text?: { content: string; contentType: string };
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** The body an endpoint of the contract takes: only endpoints with a body accept one. */
type BodyOf<N extends EndpointName> = N extends keyof ApiBodies ? ApiBodies[N] : never;

export interface CallOptions<N extends EndpointName> {
  /** The path under /api, from the contract's builder: `endpoints.getTool.path(id)`. */
  path: string;
  body?: BodyOf<N>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The single HTTP client: same-origin /api, the signed-in user's ID token, JSON both ways. The
 * endpoint's name picks its method and types its answer from the contract (shared/src/api).
 */
export async function callApi<N extends EndpointName>(name: N, options: CallOptions<N>): Promise<ApiResponse<N>> {
  return (await callApiWithHeaders(name, options)).data;
}

/** As callApi, with the response headers (an ETag, say). */
export function callApiWithHeaders<N extends EndpointName>(
  name: N,
  { path, ...options }: CallOptions<N>,
): Promise<{ data: ApiResponse<N>; headers: Headers }> {
  return apiFetch<ApiResponse<N>>(path, { ...options, method: endpoints[name].method });
}

export interface Page<T> {
  items: T[];
  /** The next page's path under /api, from the `Link: <...>; rel="next"` header, or null. */
  nextPath: string | null;
  /** The list's full length, from an `X-Total-Count` header, or null where the API sends none. */
  total: number | null;
}

/** The endpoints that answer a list (and page with ?limit=&after=). */
export type ListEndpoint = { [N in EndpointName]: ApiResponse<N> extends readonly unknown[] ? N : never }[EndpointName];
export type ItemOf<N extends ListEndpoint> = ApiResponse<N>[number];

/** A list endpoint's page: the array and where the next one is. */
export async function apiPage<N extends ListEndpoint>(
  name: N,
  path: string,
  options: RequestOptions = {},
): Promise<Page<ItemOf<N>>> {
  const { data, headers } = await apiFetch<ItemOf<N>[]>(path, { ...options, method: endpoints[name].method });
  const next = new RegExp(`<${API_BASE}([^>]+)>;\\s*rel="next"`).exec(headers.get(API_HEADERS.link) ?? '');
  const total = headers.get(API_HEADERS.totalCount);
  return {
    items: data,
    nextPath: next?.[1] ?? null,
    total: total !== null && /^[0-9]+$/.test(total) ? Number(total) : null,
  };
}

async function apiFetch<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const sent = await sendApiRequest(path, { ...options, headers: { Accept: 'application/json', ...options.headers } });
  const data: unknown = await sent.res.json().catch(() => null);
  if (!sent.res.ok) throw apiFailure(sent, data);
  return { data: data as T, headers: sent.res.headers };
}

export interface SentRequest {
  res: Response;
  /** Whether it carried a signed-in user's token. */
  signedIn: boolean;
}

async function currentUser() {
  const { firebaseAuth } = await import('./firebase');
  const auth = firebaseAuth();
  // Until the SDK has read its stored user, currentUser is null: a call made then without the stored
  // token (a public page's cart badge, a signed-in page whose token was near its expiry) would go unsigned.
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * Sends a request under /api with the signed-in user's ID token; a network failure becomes an
 * ApiRequestError. For the answer: apiFetch here (JSON), lib/api-file (a file).
 */
export async function sendApiRequest(path: string, options: RequestOptions): Promise<SentRequest> {
  const headers: Record<string, string> = { ...options.headers };
  // The Firebase SDK is not on a page's first load (lib/auth-session.tsx): it comes with the first
  // call that may have someone to sign it, and never for a visitor whose browser holds no session.
  // Before the SDK has started, a signed-in page's first calls carry the stored session's token.
  const storedToken = earlyIdToken();
  const user = storedToken ? null : isSigninWatchWanted() || (await hasStoredSession()) ? await currentUser() : null;
  if (storedToken) headers.Authorization = `Bearer ${storedToken}`;
  else if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.text) headers['Content-Type'] = options.text.contentType;

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.text ? options.text.content : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    // By name: the DOMException of an abort or a timeout may come from another realm (a test's fetch).
    const name = typeof err === 'object' && err !== null && 'name' in err ? err.name : '';
    if (name === 'AbortError') throw err;
    if (name === 'TimeoutError') {
      throw new ApiRequestError(0, 'timeout', 'The server did not answer in time; check your connection and try again');
    }
    throw new ApiRequestError(0, 'network', 'Could not reach the server; check your connection');
  }
  // The server saw that this user's claims changed (e.g. made admin): refresh the ID token so the
  // new claims reach the guards and the drawer without signing out.
  if (user && res.headers.get(API_HEADERS.claimsChanged) === 'true') await user.getIdToken(true);
  return { res, signedIn: Boolean(user ?? storedToken) };
}

/** A refused request as an error: the server's code, message and fields (`data`: the parsed body). */
export function apiFailure({ res, signedIn }: SentRequest, data: unknown): ApiRequestError {
  // A signed-in caller's token was refused (revoked after a demotion, account deleted): sign out.
  if (res.status === 401 && signedIn) {
    reportSessionRejected(isErrorBody(data) ? data.error.message : undefined);
  }
  if (isErrorBody(data)) {
    return new ApiRequestError(res.status, data.error.code, data.error.message, data.error.fields, data.error.current);
  }
  return new ApiRequestError(res.status, 'http', `The server answered ${res.status} ${res.statusText}`.trim());
}

/** The request got no answer at all (the connection failed, or it timed out): the server may or may not have acted on it. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 0;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
