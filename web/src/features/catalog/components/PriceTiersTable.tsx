import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { buyerPriceListOf, formatPrice, fromCents, priceListOf, tierIndexFor, type Tool } from '@toolshub/shared';

interface Row {
  /** tierIndexFor's answer for the row: -1 for the list price. */
  index: number;
  pieces: string;
  priceCents: number;
  /** A member's contract price for the row (the same quantities); null for everyone else. */
  yourPriceCents: number | null;
}

function rowsOf(tool: Tool): Row[] {
  const list = priceListOf(tool);
  const own = tool.yourPrice === undefined || tool.yourPrice === null ? null : buyerPriceListOf(tool);
  const starts = [tool.minOrder, ...list.priceTiers.map((tier) => tier.minQuantity)];
  const prices = [list.priceCents, ...list.priceTiers.map((tier) => tier.priceCents)];
  const yours = own ? [own.priceCents, ...own.priceTiers.map((tier) => tier.priceCents)] : [];
  return starts.map((start, i) => {
    const nextStart = starts[i + 1];
    return {
      index: i - 1,
      pieces:
        nextStart === undefined
          ? `${start} or more`
          : nextStart - 1 === start
            ? `${start}`
            : `${start}–${nextStart - 1}`,
      priceCents: prices[i] ?? list.priceCents,
      yourPriceCents: own ? (yours[i] ?? own.priceCents) : null,
    };
  });
}

/**
 * Volume pricing on the purchase page: the price a piece at each quantity, with the row that the
 * quantity being ordered falls in marked (and named to screen readers).
 */
export function PriceTiersTable({ tool, quantity }: { tool: Tool; quantity: number }) {
  if (tool.priceTiers.length === 0) return null;
  const list = priceListOf(tool);
  const applies = tierIndexFor(list, quantity);
  const contract = tool.yourPrice !== undefined && tool.yourPrice !== null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }} id="volume-pricing-heading">
        Volume pricing
      </Typography>
      <Table size="small" aria-labelledby="volume-pricing-heading" data-testid="price-tiers">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Pieces
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Price/Piece
            </TableCell>
            {contract && (
              <TableCell component="th" scope="col" align="right">
                Your price
              </TableCell>
            )}
            <TableCell component="th" scope="col" align="right">
              You save
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rowsOf(tool).map((row) => {
            const current = row.index === applies;
            // Against the list price: the tier's saving, or a member's (their contract price's).
            const percent = Math.round((1 - (row.yourPriceCents ?? row.priceCents) / list.priceCents) * 100);
            return (
              <TableRow
                key={row.index}
                selected={current}
                aria-current={current ? 'true' : undefined}
                data-testid={current ? 'tier-applied' : undefined}
              >
                <TableCell sx={{ fontWeight: current ? 700 : undefined }}>{row.pieces}</TableCell>
                <TableCell align="right" sx={{ fontWeight: current ? 700 : undefined }}>
                  {formatPrice(fromCents(row.priceCents))}
                </TableCell>
                {row.yourPriceCents !== null && (
                  <TableCell align="right" sx={{ fontWeight: current ? 700 : undefined }} data-testid="tier-your-price">
                    {formatPrice(fromCents(row.yourPriceCents))}
                  </TableCell>
                )}
                <TableCell align="right">{percent > 0 ? `${percent}%` : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
