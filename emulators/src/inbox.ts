/**
 * The local inbox: MailDev (an SMTP server with a web inbox and a REST API, pure Node) running in
 * the launcher's own process beside the Emulator Suite. The `sendMail` function delivers to its
 * SMTP port (TOOLSHUB_INBOX_SMTP); nothing leaves the machine. Its messages live in memory and in
 * a temporary folder removed when it stops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inboxPorts } from './ports';

export interface RunningInbox {
  /** The web inbox (and its REST API under /api). */
  url: string;
  /** host:port of its SMTP server. */
  smtp: string;
  stop(): Promise<void>;
}

/** Where the inbox listens (known before it starts, so the suite can be told while both start). */
export function inboxAddresses(): { url: string; smtp: string } {
  const ports = inboxPorts();
  return { url: `http://127.0.0.1:${ports.web}`, smtp: `127.0.0.1:${ports.smtp}` };
}

/** What the functions and the tests learn of the inbox, by environment. */
export function inboxEnv(): Record<string, string> {
  const { url, smtp } = inboxAddresses();
  return { TOOLSHUB_INBOX_SMTP: smtp, TOOLSHUB_INBOX_URL: url };
}

/**
 * Starts MailDev on inboxPorts(). Loading it takes a second or two, so callers start it beside
 * firebase-tools rather than before it.
 */
export async function startInbox(): Promise<RunningInbox> {
  const ports = inboxPorts();
  const { MailDev } = await import('maildev');
  const folder = mkdtempSync(join(tmpdir(), 'toolshub-inbox-'));
  const maildev = new MailDev({
    smtp: ports.smtp,
    ip: '127.0.0.1',
    web: ports.web,
    webIp: '127.0.0.1',
    mailDirectory: folder,
    silent: true,
  });
  try {
    await maildev.start();
  } catch (err) {
    // Whichever of its two servers did start must not keep its port.
    await maildev.stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw new Error(
      `the local inbox could not start on ports ${ports.smtp} (SMTP) and ${ports.web} (web): ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    );
  }
  let stopped: Promise<void> | undefined;
  return {
    ...inboxAddresses(),
    stop: () => (stopped ??= maildev.stop().finally(() => rmSync(folder, { recursive: true, force: true }))),
  };
}
