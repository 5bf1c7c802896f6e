const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for counting: lower case, without a `+tag`, and for Gmail
 * without dots in the local part and with one domain. `a+1@x.example` and `a+2@x.example` are one
 * mailbox, so they share one allowance.
 */
export function normaliseMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
