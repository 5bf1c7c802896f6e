import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { attachmentBytes, eventually, inboxSmtp, messagesTo, waitForMessages } from './helpers/inbox';
import { availableOf, createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';
import { deliverMail, type DeliveryPolicy } from '../src/mail/deliver-mail';
import { smtpSender } from '../src/mail/smtp-sender';
import { newMailDocument } from '../src/repositories/mail/mail';

interface Inserted {
  insertedId: string;
}

let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([createUser({ name: 'Mila <Maker>' }), createUser({ admin: true })]);
});

function orderBody(toolId: string, orderQuantity: number) {
  return { order: { phoneNumber: '01712345678', orderQuantity, orderAddress: '3 Joinery Row', tool: { _id: toolId } } };
}

async function placeOrder(toolId: string, orderQuantity: number, headers: Record<string, string> = {}) {
  const res = await api<Inserted>(to.placeOrder(), {
    token: buyer.token,
    body: orderBody(toolId, orderQuantity),
    headers,
  });
  expect(res.status).toBe(201);
  return res.body.insertedId;
}

async function mailOf(orderId: string) {
  const snap = await db.collection('mail').where('orderId', '==', orderId).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

/** The `mail` documents of an order, by kind, once each has been delivered. */
async function deliveredMailOf(orderId: string, count: number) {
  return eventually(`${count} delivered messages of order ${orderId}`, async () => {
    const docs = await mailOf(orderId);
    const done = docs.filter((d) => (d.delivery as { state: string }).state === 'SUCCESS');
    return docs.length === count && done.length === count ? docs : undefined;
  });
}

const kinds = (docs: Record<string, unknown>[]) => docs.map((d) => d.kind).sort();

// The slow ones (they wait for triggers to render PDFs and for a reservation to run out) run
// concurrently: each has its own tool and order, and reads only its own order's messages.
describe('order messages: written with the change, delivered to the local inbox', { timeout: 180_000 }, () => {
  it('placing an order writes one message to the buyer (lines, total) and one to the admins', async () => {
    const toolId = await createTool({ toolName: 'Dovetail Saw', priceCents: 2450, minOrder: 2, available: 100 });
    const orderId = await placeOrder(toolId, 4);

    const docs = await deliveredMailOf(orderId, 2);
    expect(kinds(docs)).toEqual(['order-received', 'order-received-admins']);
    const toBuyer = docs.find((d) => d.kind === 'order-received')!;
    expect(toBuyer.to).toEqual([buyer.email]);
    expect(toBuyer.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    const toAdmins = docs.find((d) => d.kind === 'order-received-admins')!;
    expect(toAdmins.to).toContain(admin.email);
    expect(toAdmins.to).not.toContain(buyer.email);

    const [received] = await waitForMessages(buyer.email, `We received your order ${orderId}`);
    expect(received!.text).toContain('Dovetail Saw');
    expect(received!.text).toContain('$98.00');
    expect(received!.text).toContain(`/dashboard/orders/${orderId}`);
    expect(received!.html).toContain('Hello Mila &lt;Maker&gt;,');
    expect(received!.from[0]!.name).toBe('Tools Hub');
    await waitForMessages(admin.email, `New order ${orderId}`);
  });

  it.concurrent('moving an order on tells the buyer of each step; a cancel tells them too', async () => {
    const toolId = await createTool({ minOrder: 1, available: 100 });
    const moved = await placeOrder(toolId, 1);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await api(to.advanceOrder(moved), { token: admin.token, body: { status } });
      expect(res.status).toBe(200);
    }
    const cancelled = await placeOrder(toolId, 1);
    expect((await api(to.cancelOrder(cancelled), { token: buyer.token })).status).toBe(200);

    const movedDocs = await deliveredMailOf(moved, 5);
    expect(kinds(movedDocs)).toEqual([
      'order-received',
      'order-received-admins',
      'order-status',
      'order-status',
      'order-status',
    ]);
    const cancelledDocs = await deliveredMailOf(cancelled, 3);
    expect(kinds(cancelledDocs)).toEqual(['order-received', 'order-received-admins', 'order-status']);
    for (const news of ['is being prepared', 'has shipped', 'was delivered']) {
      await waitForMessages(buyer.email, `Your order ${moved} ${news}`);
    }
    await waitForMessages(buyer.email, `Your order ${cancelled} was cancelled`);
  });

  it.concurrent(
    'shipping attaches the invoice that shipment numbered, as a PDF rendered when the message is sent',
    async () => {
      const toolId = await createTool({ minOrder: 1, available: 100 });
      const orderId = await placeOrder(toolId, 2);
      for (const status of ['processing', 'shipped']) {
        expect((await api(to.advanceOrder(orderId), { token: admin.token, body: { status } })).status).toBe(200);
      }
      const invoiceNumber = (await db.doc(`orders/${orderId}`).get()).get('invoiceNumber') as string;
      expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{5}$/);
      const filename = `${invoiceNumber}.pdf`;

      const docs = await deliveredMailOf(orderId, 4);
      const shipped = docs.filter((d) => (d.message as { subject: string }).subject.includes('has shipped'));
      expect(shipped).toHaveLength(1);
      // The document names the file; it holds no bytes.
      expect(shipped[0]!.documentAttachments).toEqual([{ filename, orderDocument: orderId }]);
      expect(docs.filter((d) => d.documentAttachments)).toHaveLength(1);

      const [message] = await waitForMessages(buyer.email, `Your order ${orderId} has shipped`);
      expect(message!.text).toContain(`Your invoice ${invoiceNumber} is attached as a PDF.`);
      expect(message!.attachments).toHaveLength(1);
      const [file] = message!.attachments!;
      expect(file).toMatchObject({ filename, contentType: 'application/pdf', contentDisposition: 'attachment' });
      const bytes = await attachmentBytes(message!, file!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(file!.size);
    },
  );

  it.concurrent('recording a payment tells the buyer the amount, the reference and the invoice', async () => {
    const toolId = await createTool({ priceCents: 1250, minOrder: 1, available: 100 });
    const orderId = await placeOrder(toolId, 4);
    for (const status of ['processing', 'shipped']) {
      expect((await api(to.advanceOrder(orderId), { token: admin.token, body: { status } })).status).toBe(200);
    }
    const reference = unique('BANK');
    const paid = await api(to.advanceOrder(orderId), {
      token: admin.token,
      body: { payment: 'paid', paymentReference: reference },
    });
    expect(paid.status).toBe(200);
    const again = await api(to.advanceOrder(orderId), {
      token: admin.token,
      body: { payment: 'paid', paymentReference: reference },
    });
    expect(again.status).toBe(409);
    const invoiceNumber = (await db.doc(`orders/${orderId}`).get()).get('invoiceNumber') as string;

    const docs = await deliveredMailOf(orderId, 5);
    const payments = docs.filter((d) => d.kind === 'payment-recorded');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ to: [buyer.email], orderId });
    expect(payments[0]!.documentAttachments).toBeUndefined();

    const [message] = await waitForMessages(buyer.email, `We received your payment for order ${orderId}`);
    expect(message!.text).toContain('Amount: $50.00');
    expect(message!.text).toContain(`Reference: ${reference}`);
    expect(message!.text).toContain(`Invoice: ${invoiceNumber}`);
    expect(message!.text).toContain(`/dashboard/orders/${orderId}`);
    expect(message!.html).toContain(`href="${message!.text.match(/https?:\/\/\S+\/dashboard\/orders\/\S+/)![0]}"`);
    expect(message!.attachments ?? []).toEqual([]);
  });

  it('a refused change writes no message', async () => {
    const toolId = await createTool({ minOrder: 1, available: 100 });
    const orderId = await placeOrder(toolId, 1);
    const skip = await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'delivered' } });
    expect(skip.status).toBe(409);
    await deliveredMailOf(orderId, 2);
  });

  it('tells the admins once when an order takes a tool to its reorder point (two minimum orders) or below', async () => {
    const toolId = await createTool({ toolName: 'Marking Gauge', minOrder: 5, available: 14 });
    const first = await placeOrder(toolId, 5); // 14 → 9: at or below 10
    const second = await placeOrder(toolId, 5); // 9 → 4: already low, no second message
    const firstDocs = await deliveredMailOf(first, 3);
    expect(kinds(firstDocs)).toEqual(['low-stock', 'order-received', 'order-received-admins']);
    expect(firstDocs.find((d) => d.kind === 'low-stock')!.to).toContain(admin.email);
    expect(kinds(await deliveredMailOf(second, 2))).toEqual(['order-received', 'order-received-admins']);
    const [low] = await waitForMessages(admin.email, 'Low stock: Marking Gauge (9 left)');
    expect(low!.text).toContain('reorder point of 10');
  });

  it("uses the tool's own reorderPoint when it has one", async () => {
    const toolId = await createTool({ minOrder: 1, available: 50 });
    await db.doc(`tools/${toolId}`).update({ reorderPoint: 45 });
    const orderId = await placeOrder(toolId, 5);
    expect(kinds(await deliveredMailOf(orderId, 3))).toContain('low-stock');
  });

  it('an inquiry is announced to the admins', async () => {
    const email = `${unique('asker')}@test.example`;
    expect((await api(to.postInquiry(), { body: { email } })).status).toBe(201);
    const [doc] = await eventually('the inquiry message', async () => {
      const snap = await db.collection('mail').where('kind', '==', 'inquiry-received').get();
      const mine = snap.docs.filter((d) => (d.get('message.subject') as string).includes(email));
      return mine.length ? mine : undefined;
    });
    expect(doc!.get('to')).toContain(admin.email);
    await waitForMessages(admin.email, `New inquiry from ${email}`);
  });
});

describe('delivery (mail/deliver-mail.ts, run here against the same Firestore and inbox)', { timeout: 180_000 }, () => {
  const quick: DeliveryPolicy = { maxAttempts: 3, retryDelaysMs: [1_000], claimLeaseMs: 30_000 };
  const [inboxHost = '127.0.0.1', inboxPort = '0'] = inboxSmtp.split(':');

  /** A message in a collection no trigger watches, so only this test sends it. */
  async function unsentMail(subject: string) {
    const ref = db.collection('mail-delivery-tests').doc();
    const to = `${unique('reader')}@test.example`;
    await ref.set(
      newMailDocument({
        to: [to],
        message: { subject, text: 'Hello', html: '<p>Hello</p>' },
        kind: 'order-status',
        orderId: null,
      }),
    );
    return { ref, to };
  }

  /** A TCP port nobody listens on (yet). */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  /** Opens `port` as a relay to the inbox's SMTP server: the mail server "comes back". */
  async function relayToInbox(port: number): Promise<Server> {
    const relay = createServer((socket) => {
      const upstream = connect(Number(inboxPort), inboxHost);
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    return relay;
  }

  it('records a failed attempt (SMTP port closed) and retries until the server answers', async () => {
    const port = await closedPort();
    const { ref, to } = await unsentMail(unique('Retried'));
    const sender = smtpSender({ host: '127.0.0.1', port }, 'Tools Hub <orders@toolshub.example>');
    let relay: Server | undefined;
    const delivering = deliverMail(ref, sender, { ...quick, retryDelaysMs: [3_000] });
    try {
      const failed = await eventually(
        'the first attempt recorded as failed',
        async () => {
          const delivery = (await ref.get()).get('delivery') as Record<string, unknown>;
          return delivery.state === 'RETRY' ? delivery : undefined;
        },
        10_000,
        100,
      );
      expect(failed).toMatchObject({ attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
      relay = await relayToInbox(port);
      expect(await delivering).toBe('sent');
    } finally {
      sender.close();
      relay?.close();
    }
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    expect(await waitForMessages(to, 'Retried')).toHaveLength(1);
  });

  it('gives up after the last attempt with state ERROR and the error', async () => {
    const { ref } = await unsentMail('Never sent');
    const sender = smtpSender({ host: '127.0.0.1', port: await closedPort() }, 'Tools Hub <orders@toolshub.example>');
    expect(await deliverMail(ref, sender, { ...quick, retryDelaysMs: [100] })).toBe('failed');
    expect((await ref.get()).get('delivery')).toMatchObject({
      state: 'ERROR',
      attempts: 3,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(await deliverMail(ref, sender, quick)).toBe('not-claimed');
  });

  it('sends once when the same event is handled three times at once (the trigger and two duplicates)', async () => {
    const subject = unique('Duplicated');
    const to = `${unique('reader')}@test.example`;
    const ref = db.collection('mail').doc();
    await ref.set(
      newMailDocument({
        to: [to],
        message: { subject, text: 'Once', html: '<p>Once</p>' },
        kind: 'order-status',
        orderId: null,
      }),
    );
    const sender = smtpSender({ host: inboxHost, port: Number(inboxPort) }, 'Tools Hub <orders@toolshub.example>');
    const outcomes = await Promise.all([deliverMail(ref, sender, quick), deliverMail(ref, sender, quick)]);
    sender.close();
    await eventually('the delivery to finish', async () =>
      (await ref.get()).get('delivery.state') === 'SUCCESS' ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await messagesTo(to, subject)).toHaveLength(1);
    expect((await ref.get()).get('delivery.attempts')).toBe(1);
    expect(outcomes.filter((o) => o === 'sent').length).toBeLessThanOrEqual(1);
  });

  it('marks a document that is not a message as ERROR without sending', async () => {
    const ref = db.collection('mail-delivery-tests').doc();
    await ref.set({ to: [], message: { subject: 'x', text: 'x' }, delivery: { state: 'PENDING', attempts: 0 } });
    const sender = smtpSender({ host: inboxHost, port: Number(inboxPort) }, 'Tools Hub <orders@toolshub.example>');
    expect(await deliverMail(ref, sender, quick)).toBe('invalid');
    expect((await ref.get()).get('delivery.state')).toBe('ERROR');
  });
});

describe('reservations expire (the expireReservation task queue)', { timeout: 180_000 }, () => {
  it.concurrent('cancels a pending order after its reservation, gives the stock back and tells the buyer', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const orderId = await placeOrder(toolId, 10, { 'X-Reservation-Seconds': '2' });
    expect(await availableOf(toolId)).toBe(30);
    await eventually('the order to expire', async () =>
      (await db.doc(`orders/${orderId}`).get()).get('status') === 'cancelled' ? true : undefined,
    );
    expect(await availableOf(toolId)).toBe(40);
    const docs = await deliveredMailOf(orderId, 3);
    expect(kinds(docs)).toEqual(['order-expired', 'order-received', 'order-received-admins']);
    await waitForMessages(buyer.email, `Your order ${orderId} expired`);
  });

  it('leaves an order that moved on alone', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const orderId = await placeOrder(toolId, 10, { 'X-Reservation-Seconds': '2' });
    const moved = await api(to.advanceOrder(orderId), { token: admin.token, body: { status: 'processing' } });
    expect(moved.status).toBe(200);
    // A witness placed after it, with the same reservation: once the witness has expired, the
    // first order's task (enqueued and due earlier) has run too.
    const witness = await placeOrder(toolId, 5, { 'X-Reservation-Seconds': '2' });
    await eventually('the witness order to expire', async () =>
      (await db.doc(`orders/${witness}`).get()).get('status') === 'cancelled' ? true : undefined,
    );
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('processing');
    expect(await availableOf(toolId)).toBe(30);
    expect(kinds(await deliveredMailOf(orderId, 3))).toEqual([
      'order-received',
      'order-received-admins',
      'order-status',
    ]);
  });

  it('refuses a reservation header outside 1..60 seconds before ordering', async () => {
    const toolId = await createTool({ minOrder: 1, available: 40 });
    const res = await api(to.placeOrder(), {
      token: buyer.token,
      body: orderBody(toolId, 1),
      headers: { 'X-Reservation-Seconds': '0' },
    });
    expect(res.status).toBe(400);
    expect(await availableOf(toolId)).toBe(40);
  });
});
