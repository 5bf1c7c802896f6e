import { endpoints, type EndpointName } from '@toolshub/shared';
import { apiFailure, sendApiRequest } from './api-client';

/** A file the API answered (a PDF, say), with the header that names it. */
export interface ApiFile {
  blob: Blob;
  contentDisposition: string | null;
}

export interface FileCallOptions {
  /** The path under /api, from the contract's builder. */
  path: string;
  signal?: AbortSignal;
  /** Hears of every chunk received, with the Content-Length (null when the server sends none). */
  onProgress?: (received: number, total: number | null) => void;
}

/**
 * As callApi (same token, same errors), for an endpoint that answers a file: kept apart from
 * api-client so the pages that never download one do not load it.
 */
export async function callApiForFile(
  name: EndpointName,
  { path, signal, onProgress }: FileCallOptions,
): Promise<ApiFile> {
  const sent = await sendApiRequest(path, { method: endpoints[name].method, signal });
  const { res } = sent;
  if (!res.ok) throw apiFailure(sent, await res.json().catch(() => null));
  const length = res.headers.get('Content-Length');
  const total = length !== null && /^[0-9]+$/.test(length) ? Number(length) : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    onProgress?.(received, total);
  }
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), contentDisposition: res.headers.get('Content-Disposition') };
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*=UTF-8''…` wins over
 * `filename="…"`), without any folder part; `fallback` when it names none.
 */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** Hands a downloaded file to the browser to save, under that name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
