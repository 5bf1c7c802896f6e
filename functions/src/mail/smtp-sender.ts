import { defineInt, defineString } from 'firebase-functions/params';
import type { Transporter } from 'nodemailer';
import { config } from '../config';
import type { MailSender } from './deliver-mail';

/**
 * Where `sendMail` hands messages over, as deploy-time parameters (values in functions/.env, or
 * functions/.env.<project-id> for a real project). Inside the emulators the launcher's local inbox
 * wins (TOOLSHUB_INBOX_SMTP, host:port), so that its port follows TOOLSHUB_PORT_OFFSET.
 */
export const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server host name' });
export const smtpPort = defineInt('SMTP_PORT', { description: 'SMTP server port (465: TLS from the start)' });
export const smtpUser = defineString('SMTP_USER', { description: 'SMTP user name; empty: no authentication' });
export const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender of every message, e.g. "Tools Hub <orders@example.com>"',
});

export interface SmtpServer {
  host: string;
  port: number;
  user?: string;
  pass?: string;
}

export function configuredSmtpServer(): SmtpServer {
  const inbox = config.isEmulator() ? process.env.TOOLSHUB_INBOX_SMTP : undefined;
  if (inbox) {
    const [host = '127.0.0.1', port = '1025'] = inbox.split(':');
    return { host, port: Number(port) };
  }
  return {
    host: smtpHost.value(),
    port: smtpPort.value(),
    user: smtpUser.value() || undefined,
    pass: process.env.SMTP_PASSWORD,
  };
}

/**
 * A nodemailer SMTP transport; failures (refused connection, timeouts, rejection) throw. nodemailer
 * is loaded on the first message, so the other functions (the API's cold start) never load it.
 * Its connections are pooled: a sender kept across messages (as `sendMail` keeps one per instance)
 * opens a connection once instead of once a message (an SMTP greeting, and the server's reverse
 * lookup of the caller, cost more than the message: about 155 ms a message against 60 ms locally).
 * A pooled connection the server closed while idle is replaced; a message it was carrying fails its
 * attempt, which deliverMail retries.
 */
export function smtpSender(server: SmtpServer, from: string): MailSender & { close(): void } {
  let transport: Transporter | undefined;
  const open = async () => {
    const { createTransport } = await import('nodemailer');
    return createTransport({
      host: server.host,
      port: server.port,
      secure: server.port === 465,
      pool: true,
      maxConnections: 2,
      auth: server.user ? { user: server.user, pass: server.pass ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    async send(to, message, attachments = []) {
      transport ??= await open();
      const info = await transport.sendMail({ from, to, ...message, attachments });
      return {
        messageId: info.messageId,
        accepted: (info.accepted ?? []).map(String),
        rejected: (info.rejected ?? []).map(String),
        response: info.response ?? '',
      };
    },
    /** Closes the pooled connections (a sender made for a few messages, as tests do). */
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
