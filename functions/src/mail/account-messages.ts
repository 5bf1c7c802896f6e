import { compose } from './compose';
import type { MailMessage } from './outgoing-mail';

/** To a new (or still unverified) account: the link that verifies its address. */
export function emailVerificationMessage(name: string | null, link: string): MailMessage {
  return compose({
    subject: 'Verify your e-mail address',
    greeting: name ? `Hello ${name},` : 'Hello,',
    blocks: [
      { paragraph: 'Please confirm that this is your e-mail address. You can order once it is verified.' },
      { paragraph: 'If you did not create an account with us, you can ignore this message.' },
    ],
    link: { label: 'Verify my e-mail address', url: link },
  });
}
