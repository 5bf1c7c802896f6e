import { API_BASE, endpoints, type EndpointName } from '@toolshub/shared';
import { hostingUrl } from './emulators';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; current?: unknown };
}

/** One request of the contract: the endpoint's method, and its path (under /api) with its arguments. */
export interface ApiRequest {
  method: string;
  path: string;
}

type PathArgs<N extends EndpointName> = Parameters<(typeof endpoints)[N]['path']>;

/**
 * Every endpoint of the contract (shared/src/api/endpoints.ts) as a request, built by its own
 * `path`: `api(to.getTool(id), { token })`. A path that is no endpoint's (a method the API
 * refuses, a query the contract's types would not let through) is a raw `api(method, path)`.
 */
export const to = Object.fromEntries(
  Object.entries(endpoints).map(([name, endpoint]) => [
    name,
    (...args: unknown[]): ApiRequest => ({
      method: endpoint.method,
      path: (endpoint.path as (...pathArgs: unknown[]) => string)(...args),
    }),
  ]),
) as { [N in EndpointName]: (...args: PathArgs<N>) => ApiRequest };

export interface ApiOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  base?: string;
}

/**
 * Calls the API the way the browser does: through Hosting's /api rewrite (or, with `base`, another
 * server of the same app). Takes a request of the contract (`to.*`), or a raw method and path.
 */
export function api<T = unknown>(request: ApiRequest, opts?: ApiOptions): Promise<ApiResponse<T>>;
export function api<T = unknown>(method: string, path: string, opts?: ApiOptions): Promise<ApiResponse<T>>;
export async function api<T = unknown>(
  requestOrMethod: ApiRequest | string,
  pathOrOpts?: string | ApiOptions,
  rawOpts: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const [{ method, path }, opts] =
    typeof requestOrMethod === 'string'
      ? [{ method: requestOrMethod, path: pathOrOpts as string }, rawOpts]
      : [requestOrMethod, (pathOrOpts as ApiOptions | undefined) ?? {}];
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${opts.base ?? hostingUrl}${API_BASE}${path}`, {
    method,
    headers,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // leave the text: the test will say what came back
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/**
 * PATCH /api/tool/{id} as the edit dialog sends it: with the If-Match of the tool as it is now
 * (GET /api/inventory/{id}), which a new `available` needs (else 428).
 */
export async function editTool<T = unknown>(
  token: string,
  id: string,
  updatedInfo: unknown,
  base?: string,
): Promise<ApiResponse<T>> {
  const current = await api(to.getInventoryTool(id), { token, base });
  const etag = current.headers.get('etag');
  return api<T>(to.updateTool(id), {
    token,
    base,
    body: { updatedInfo },
    headers: etag ? { 'If-Match': etag } : {},
  });
}
