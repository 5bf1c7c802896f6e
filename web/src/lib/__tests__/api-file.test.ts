import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';
import { callApiForFile, fileNameOf } from '../api-file';

vi.mock('../firebase', () => ({
  firebaseAuth: () => ({
    currentUser: { getIdToken: () => Promise.resolve('id-token') },
    authStateReady: () => Promise.resolve(),
  }),
}));
vi.mock('../session', () => ({ reportSessionRejected: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileNameOf', () => {
  it('reads the quoted, plain and extended forms, the extended one first', () => {
    expect(fileNameOf('attachment; filename="INV-2026-00001.pdf"', 'x.pdf')).toBe('INV-2026-00001.pdf');
    expect(fileNameOf('attachment; filename=order-abc.pdf', 'x.pdf')).toBe('order-abc.pdf');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`, 'x.pdf')).toBe(
      'Résumé.pdf',
    );
    expect(fileNameOf('attachment; filename="say \\"hi\\".pdf"', 'x.pdf')).toBe('say "hi".pdf');
  });

  it('drops folders and falls back when no name is given', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('passwd');
    expect(fileNameOf('attachment', 'order.pdf')).toBe('order.pdf');
    expect(fileNameOf(null, 'order.pdf')).toBe('order.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'order.pdf')).toBe('order.pdf');
  });
});

describe('callApiForFile', () => {
  it('sends the ID token and returns the bytes with the header, reporting progress', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 test');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': 'attachment; filename="order.pdf"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: [number, number | null][] = [];
    const file = await callApiForFile('getOrder', { path: '/order/o1', onProgress: (r, t) => progress.push([r, t]) });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/order/o1');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(file.contentDisposition).toBe('attachment; filename="order.pdf"');
    expect(file.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.blob.arrayBuffer())).toBe('%PDF-1.7 test');
    expect(progress.at(-1)).toEqual([bytes.byteLength, bytes.byteLength]);
  });

  it("turns a refusal into the server's error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response(JSON.stringify({ error: { code: 'not-found', message: 'No order with id o9' } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const failure = callApiForFile('getOrder', { path: '/order/o9' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'No order with id o9' });
  });
});
