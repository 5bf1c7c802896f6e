/**
 * The local inbox (MailDev, started by the launcher beside the emulators), read through its REST
 * API: what the `sendMail` function really delivered over SMTP.
 */
export const inboxUrl = process.env.TOOLSHUB_INBOX_URL ?? '';
export const inboxSmtp = process.env.TOOLSHUB_INBOX_SMTP ?? '';

/** A file the inbox took from a message; its bytes are at `attachmentBytes`. */
export interface InboxAttachment {
  filename: string;
  /** The name the inbox stored it under, which its download address uses. */
  generatedFileName: string;
  contentType: string;
  contentDisposition: string;
  size: number;
}

export interface InboxMessage {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  attachments?: InboxAttachment[];
}

function requireInbox(): string {
  if (!inboxUrl) throw new Error('TOOLSHUB_INBOX_URL is not set: run integration tests through cli.ts exec');
  return inboxUrl;
}

/**
 * Every message in the inbox, or only those to `address` (lower case, as the shop sends to): the
 * inbox filters on its side, which keeps each poll small once a run has sent thousands of messages.
 */
export async function inboxMessages(address?: string): Promise<InboxMessage[]> {
  const filter = address ? `?to.address=${encodeURIComponent(address.toLowerCase())}` : '';
  const res = await fetch(`${requireInbox()}/api/email${filter}`);
  if (!res.ok) throw new Error(`the inbox answered ${res.status}`);
  return (await res.json()) as InboxMessage[];
}

/** The bytes of one attachment of a message, as the inbox stored them. */
export async function attachmentBytes(message: InboxMessage, attachment: InboxAttachment): Promise<Buffer> {
  const address = `${requireInbox()}/api/email/${encodeURIComponent(message.id)}/attachment/${encodeURIComponent(attachment.generatedFileName)}`;
  const res = await fetch(address);
  if (!res.ok) throw new Error(`the inbox answered ${res.status} for ${attachment.filename}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Messages addressed to `address` whose subject contains `subject`. */
export async function messagesTo(address: string, subject = ''): Promise<InboxMessage[]> {
  return (await inboxMessages(address)).filter(
    (m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && m.subject.includes(subject),
  );
}

/**
 * Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. Each message is
 * a Functions emulator invocation, which on a busy machine may first start a worker of its own
 * (seconds each): hence a minute by default, which a healthy run never comes near.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Waits until exactly `count` messages to `address` (with `subject`) have arrived, and returns them. */
export function waitForMessages(address: string, subject: string, count = 1, timeoutMs = 60_000) {
  return eventually(
    `${count} message(s) to ${address} about "${subject}"`,
    async () => {
      const found = await messagesTo(address, subject);
      return found.length >= count ? found : undefined;
    },
    timeoutMs,
  );
}
