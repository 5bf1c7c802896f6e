import { formatOrderDate } from '../order-dates';

/** A date of an order in a `<time>` element (machine-readable), or a dash where none was recorded. */
export function OrderDate({ iso, withTime = false }: { iso: string | null; withTime?: boolean }) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatOrderDate(iso, withTime)}</time>;
}
