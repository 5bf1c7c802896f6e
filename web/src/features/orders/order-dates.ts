const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date as the order pages show it: `Nov 23, 2026` (the reader's locale), with the time if asked. */
export function formatOrderDate(iso: string, withTime = false): string {
  return (withTime ? moment : day).format(new Date(iso));
}
