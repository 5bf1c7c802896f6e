import { smtpSender } from '../../functions/src/mail/smtp-sender';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxEnv, startInbox } from '../src/inbox';

// An offset of its own, so that this test never meets a suite running beside it.
const savedOffset = process.env.TOOLSHUB_PORT_OFFSET;
beforeEach(() => {
  process.env.TOOLSHUB_PORT_OFFSET = '13100';
});
afterEach(() => {
  if (savedOffset === undefined) delete process.env.TOOLSHUB_PORT_OFFSET;
  else process.env.TOOLSHUB_PORT_OFFSET = savedOffset;
});

describe('the local inbox', () => {
  it('takes messages over SMTP on its offset port and shows them through its REST API and web page', async () => {
    const inbox = await startInbox();
    try {
      expect(inbox.smtp).toBe('127.0.0.1:17560');
      expect(inbox.url).toBe('http://127.0.0.1:17570');
      expect(inboxEnv()).toEqual({ TOOLSHUB_INBOX_SMTP: inbox.smtp, TOOLSHUB_INBOX_URL: inbox.url });
      // The functions' own sender, as `sendMail` uses it.
      const sender = smtpSender({ host: '127.0.0.1', port: 17560 }, 'Tools Hub <orders@toolshub.example>');
      await sender.send(['reader@example.com'], { subject: 'Hello from the test', text: 'plain', html: '<p>html</p>' });
      sender.close();
      const messages = (await (await fetch(`${inbox.url}/api/email`)).json()) as { subject: string; text: string }[];
      expect(messages.map((m) => [m.subject, m.text.trim()])).toEqual([['Hello from the test', 'plain']]);
      const page = await fetch(inbox.url, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      await inbox.stop();
    }
    // Stopped means the ports are free again, and the messages gone.
    const again = await startInbox();
    try {
      expect(await (await fetch(`${again.url}/api/email`)).json()).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  it('says which ports it could not take', async () => {
    const first = await startInbox();
    try {
      await expect(startInbox()).rejects.toThrow(
        /the local inbox could not start on ports 17560 \(SMTP\) and 17570 \(web\)/,
      );
    } finally {
      await first.stop();
    }
  });
});
