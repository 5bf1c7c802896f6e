import { expect } from '@playwright/test';

/** A message in the local inbox (MailDev, started by the launcher), as its REST API lists it. */
interface InboxMessage {
  subject: string;
  text: string;
  to: { address: string }[];
}

function inboxUrl(): string {
  const url = process.env.TOOLSHUB_INBOX_URL;
  if (!url) throw new Error('TOOLSHUB_INBOX_URL is not set: run the browser tests through cli.ts exec');
  return url;
}

/** The newest message to `address` whose subject contains `subject`, once the inbox has one. */
export async function waitForMessage(address: string, subject: string): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        // The inbox filters by recipient on its side: a run's inbox holds thousands of messages.
        const res = await fetch(`${inboxUrl()}/api/email?to.address=${encodeURIComponent(address.toLowerCase())}`);
        const messages = (await res.json()) as InboxMessage[];
        found = messages
          .filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
          .findLast((m) => m.subject.includes(subject));
        return Boolean(found);
      },
      // A message is a Functions emulator invocation, which may first start a worker (seconds).
      { message: `a message to ${address} about "${subject}"`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The verification link of the newest verification message to `address`. */
export async function verificationLinkFor(address: string): Promise<string> {
  const message = await waitForMessage(address, 'Verify your e-mail address');
  const link = /Verify my e-mail address: (\S+)/.exec(message.text)?.[1];
  if (!link) throw new Error(`no verification link in:\n${message.text}`);
  return link;
}
