import type { ApiErrorBody } from '@toolshub/shared';
import { firebaseAuth } from './firebase';
import { reportSessionRejected } from './session';

/** An API failure with the server's code, message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** The single HTTP client: same-origin /api, the signed-in user's ID token, JSON both ways. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

export interface Page<T> {
  items: T[];
  /** The next page's path under /api, from the `Link: <...>; rel="next"` header, or null. */
  nextPath: string | null;
  /** The list's full length, from an `X-Total-Count` header, or null where the API sends none. */
  total: number | null;
}

/** A list endpoint's page: the array and where the next one is. */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const { data, headers } = await apiFetch<T[]>(path, options);
  const next = /<\/api([^>]+)>;\s*rel="next"/.exec(headers.get('Link') ?? '');
  const total = headers.get('X-Total-Count');
  return {
    items: data,
    nextPath: next?.[1] ?? null,
    total: total !== null && /^[0-9]+$/.test(total) ? Number(total) : null,
  };
}

async function apiFetch<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const user = firebaseAuth().currentUser;
  if (user) headers.Authorization = `Bearer ${await user.getIdToken()}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'network', 'Could not reach the server; check your connection');
  }
  // The server saw that this user's claims changed (e.g. made admin): refresh the ID token so the
  // new claims reach the guards and the drawer without signing out.
  if (user && res.headers.get('X-Claims-Changed') === 'true') await user.getIdToken(true);
  const data: unknown = await res.json().catch(() => null);
  // A signed-in caller's token was refused (revoked after a demotion, account deleted): sign out.
  if (res.status === 401 && user) reportSessionRejected(isErrorBody(data) ? data.error.message : undefined);
  if (!res.ok) {
    if (isErrorBody(data)) {
      throw new ApiRequestError(res.status, data.error.code, data.error.message, data.error.fields);
    }
    throw new ApiRequestError(res.status, 'http', `The server answered ${res.status} ${res.statusText}`.trim());
  }
  return { data: data as T, headers: res.headers };
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
