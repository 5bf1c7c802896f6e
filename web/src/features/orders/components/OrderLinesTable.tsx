import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPrice, formatTaxRate, fromCents, toCents, type Order, type OrderLine } from '@toolshub/shared';

/** What the tier saved on a line against the list price, in cents (0 where none applied). */
export function lineSavingCents(line: OrderLine): number {
  return Math.max(0, (toCents(line.listPrice) - toCents(line.unitPrice)) * line.quantity);
}

/** The order's tax as it was billed (shared/domain/tax.ts, when it was placed). */
export type OrderTaxFigures = Pick<Order, 'taxRate' | 'taxAmount' | 'totalDue' | 'taxExemptReference'>;

/** `Tax (15%)`; `Tax` when the lines' rates differ. */
export const taxLabel = (taxRate: number | null) => (taxRate === null ? 'Tax' : `Tax (${formatTaxRate(taxRate)})`);

/**
 * The lines of an order as they were bought: unit price applied, list price and saving where a tier
 * applied; under them the net, the tax (with a tax-exempt company's reference) and the total due.
 */
export function OrderLinesTable({
  lines,
  totalBill,
  tax,
}: {
  lines: readonly OrderLine[];
  totalBill: number;
  tax: OrderTaxFigures;
}) {
  const savedCents = lines.reduce((sum, line) => sum + lineSavingCents(line), 0);
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it (axe).
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Order lines, scrollable"
    >
      <Table size="small" aria-label="Order lines">
        <TableHead>
          <TableRow>
            <TableCell>Image</TableCell>
            <TableCell>SKU</TableCell>
            <TableCell>Tool</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">List price</TableCell>
            <TableCell align="right">Saving</TableCell>
            <TableCell align="right">Line total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const saving = lineSavingCents(line);
            return (
              <TableRow key={line.toolId} data-testid="order-line" data-tool-id={line.toolId}>
                <TableCell>
                  <img src={line.imageLink} alt="" width={64} height={48} style={{ objectFit: 'contain' }} />
                </TableCell>
                <TableCell>{line.sku || '—'}</TableCell>
                <TableCell>{line.toolName}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatPrice(line.unitPrice)}</TableCell>
                <TableCell align="right">{saving > 0 ? formatPrice(line.listPrice) : '—'}</TableCell>
                <TableCell align="right">{saving > 0 ? formatPrice(fromCents(saving)) : '—'}</TableCell>
                <TableCell align="right">{formatPrice(line.lineTotal)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter sx={{ '& td': { fontSize: 'body2.fontSize', color: 'text.primary' } }}>
          {savedCents > 0 && (
            <TableRow>
              <TableCell colSpan={7} align="right">
                Savings on list prices
              </TableCell>
              <TableCell align="right" data-testid="order-savings">
                {formatPrice(fromCents(savedCents))}
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell colSpan={7} align="right">
              Net
            </TableCell>
            <TableCell align="right" data-testid="order-total">
              {formatPrice(totalBill)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={7} align="right">
              {taxLabel(tax.taxRate)}
              {tax.taxExemptReference && (
                <span data-testid="order-tax-exempt"> (tax exempt: {tax.taxExemptReference})</span>
              )}
            </TableCell>
            <TableCell align="right" data-testid="order-tax">
              {formatPrice(tax.taxAmount)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={7} align="right" sx={{ fontWeight: 700 }}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="order-total-due">
              {formatPrice(tax.totalDue)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
