/**
 * Prices as the buyer saw them. An order may carry the figures its buyer was shown: the tool's list
 * price (`tool.price`, as `GET /api/tool/{id}` answers it) and the total (`totalBill`). The shop
 * bills from its stored prices either way (the tier's for the quantity, where one applies); the
 * shown figures only decide whether the buyer must confirm first. The order is refused only when
 * the shop would bill more than the buyer saw:
 *
 * - with a shown total, when the bill is above it (the total is what the buyer agreed to pay, so a
 *   list price that rose while the line's tier did not changes nothing);
 * - with only a shown list price, when the list price is now above it.
 *
 * When the shop bills the same or less, the order is placed at the shop's figure. All in cents.
 */

/** What the buyer was shown; either may be missing (a client need not send them). */
export interface ShownBill {
  listPriceCents?: number;
  totalBillCents?: number;
}

/** What the shop bills now for the same thing. */
export interface CurrentBill {
  listPriceCents: number;
  totalBillCents: number;
}

/** True when the shop would bill more than the buyer saw: the order needs their confirmation. */
export function billsMoreThanShown(shown: ShownBill, current: CurrentBill): boolean {
  if (shown.totalBillCents !== undefined) return current.totalBillCents > shown.totalBillCents;
  if (shown.listPriceCents !== undefined) return current.listPriceCents > shown.listPriceCents;
  return false;
}

/** An order of many lines: a shown total for the order and/or a shown list price per line. */
export interface ShownLinesBill {
  totalBillCents?: number;
  /** One per line, in the order's order. */
  lines: readonly { listPriceCents?: number }[];
}

export interface CurrentLinesBill {
  totalBillCents: number;
  /** Each line's list price and total, in the order's order. */
  lines: readonly CurrentBill[];
}

/**
 * The same rule for an order of many lines. Returns what rose: `total` when the order's bill is
 * above its shown total; else the indexes of the lines whose list price is above the shown one
 * (checked only when no total was shown). Nothing rose: `null`, the order is placed.
 */
export function linesBillRise(
  shown: ShownLinesBill,
  current: CurrentLinesBill,
): { total: true; lines: [] } | { total: false; lines: number[] } | null {
  if (shown.totalBillCents !== undefined) {
    return current.totalBillCents > shown.totalBillCents ? { total: true, lines: [] } : null;
  }
  const lines = shown.lines.flatMap((line, index) => {
    const now = current.lines[index];
    return now && billsMoreThanShown({ listPriceCents: line.listPriceCents }, now) ? [index] : [];
  });
  return lines.length > 0 ? { total: false, lines } : null;
}
