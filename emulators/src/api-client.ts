/**
 * The API as scripts call it: through Hosting's /api rewrite, as the browser does, timed, and
 * never throwing for what the network does (status 0 is "no answer": refused, reset, timed out).
 */
import { hostingUrl } from './ports';

export interface ApiAnswer<T = unknown> {
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The parsed JSON body (the text where it is not JSON); undefined without an answer. */
  body: T | undefined;
  headers: Headers | null;
  /** From sending to the last byte of the body. */
  ms: number;
  /** Why no answer came: 'timeout' or the network error's message. */
  failure?: string;
}

export interface ApiCall {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Gives up (status 0, failure 'timeout') after this long; default 120 s. */
  timeoutMs?: number;
}

export async function callApi<T = unknown>(method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(`${hostingUrl()}/api${path}`, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? 120_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text, it says what went wrong
    }
    return { status: res.status, body: body as T, headers: res.headers, ms: performance.now() - started };
  } catch (err) {
    const failure =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? 'timeout'
        : err instanceof Error
          ? ((err.cause as Error | undefined)?.message ?? err.message)
          : String(err);
    return { status: 0, body: undefined, headers: null, ms: performance.now() - started, failure };
  }
}
