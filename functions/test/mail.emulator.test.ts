import { beforeAll, describe, expect, it } from 'vitest';
import { api, to } from './helpers/api';
import { db, unique } from './helpers/emulators';
import { attachmentBytes, eventually, waitForMessages } from './helpers/inbox';
import { deliveredMailOf, kinds, placeSpecOrder } from './helpers/order-mail';
import { createTool } from './helpers/tools';
import { createUser, type TestUser } from './helpers/users';

/**
 * The messages order events write (with the change, in its transaction) and their delivery to the
 * local inbox. Beside it: mail-delivery.emulator.test.ts (retries and duplicates of delivery) and
 * reservation-expiry.emulator.test.ts (the expireReservation queue and its message).
 */

let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([createUser({ name: 'Mila <Maker>' }), createUser({ admin: true })]);
});

const placeOrder = (toolId: string, orderQuantity: number, headers: Record<string, string> = {}) =>
  placeSpecOrder(buyer, toolId, orderQuantity, headers);

// Every one waits for triggers (and some for PDFs to render): they run concurrently, each with its
// own tool and order (or inquiry), reading only its own messages. One after the other took 37-46 s.
describe.concurrent(
  'order messages: written with the change, delivered to the local inbox',
  { timeout: 180_000 },
  () => {
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

    it('moving an order on tells the buyer of each step; a cancel tells them too', async () => {
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

    it('shipping attaches the invoice that shipment numbered, as a PDF rendered when the message is sent', async () => {
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
    });

    it('recording a payment tells the buyer the amount, the reference and the invoice', async () => {
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
  },
);
