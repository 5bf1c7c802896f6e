import { hostingUrl } from './emulators';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; current?: unknown };
}

/**
 * Calls the API the way the browser does: through Hosting's /api rewrite (or, with `base`, another
 * server of the same app).
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    base?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${opts.base ?? hostingUrl}/api${path}`, {
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
  const current = await api('GET', `/inventory/${encodeURIComponent(id)}`, { token, base });
  const etag = current.headers.get('etag');
  return api<T>('PATCH', `/tool/${encodeURIComponent(id)}`, {
    token,
    base,
    body: { updatedInfo },
    headers: etag ? { 'If-Match': etag } : {},
  });
}
