import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { db, unique } from './helpers/emulators';
import { eventually, inboxSmtp, messagesTo, waitForMessages } from './helpers/inbox';
import { firestore } from '../src/firebase';
import { deliverMail, type DeliveryPolicy } from '../src/mail/deliver-mail';
import { smtpSender } from '../src/mail/smtp-sender';
import { newMailDocument } from '../src/repositories/mail/mail';

/** How a `mail` document is delivered: attempts, retries, giving up, duplicates, documents that are not messages. */

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

  it('claims a new message with one conditional write when given its creation snapshot, and still sends once for three copies of the event', async () => {
    const { ref, to } = await unsentMail(unique('Created'));
    const created = await ref.get();
    const sender = smtpSender({ host: inboxHost, port: Number(inboxPort) }, 'Tools Hub <orders@toolshub.example>');
    const transactions = vi.spyOn(firestore(), 'runTransaction');
    const outcomes = await Promise.all([1, 2, 3].map(() => deliverMail(ref, sender, quick, undefined, created)));
    sender.close();
    // The claim that won was the conditional write; the two that lost asked the transaction, which found it taken.
    expect(transactions).toHaveBeenCalledTimes(2);
    transactions.mockRestore();
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not-claimed')).toHaveLength(2);
    const done = await ref.get();
    expect([done.get('delivery.state'), done.get('delivery.attempts')]).toEqual(['SUCCESS', 1]);
    const subject = done.get('message.subject') as string;
    await waitForMessages(to, subject);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await messagesTo(to, subject)).toHaveLength(1);
  });

  it('sends nothing for a creation snapshot the document has moved on from (sent already)', async () => {
    const { ref, to } = await unsentMail(unique('Moved on'));
    const created = await ref.get();
    const sender = smtpSender({ host: inboxHost, port: Number(inboxPort) }, 'Tools Hub <orders@toolshub.example>');
    expect(await deliverMail(ref, sender, quick)).toBe('sent');
    expect(await deliverMail(ref, sender, quick, undefined, created)).toBe('not-claimed');
    sender.close();
    const subject = created.get('message.subject') as string;
    await waitForMessages(to, subject);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await messagesTo(to, subject)).toHaveLength(1);
    expect((await ref.get()).get('delivery.attempts')).toBe(1);
  });

  it('marks a document that is not a message as ERROR without sending', async () => {
    const ref = db.collection('mail-delivery-tests').doc();
    await ref.set({ to: [], message: { subject: 'x', text: 'x' }, delivery: { state: 'PENDING', attempts: 0 } });
    const sender = smtpSender({ host: inboxHost, port: Number(inboxPort) }, 'Tools Hub <orders@toolshub.example>');
    expect(await deliverMail(ref, sender, quick, undefined, await ref.get())).toBe('invalid');
    expect((await ref.get()).get('delivery.state')).toBe('ERROR');
  });
});
