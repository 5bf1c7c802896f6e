import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPrice, formatTaxRate, type Quote } from '@toolshub/shared';
import { quoteTotalLabel } from '../quote-display';

/**
 * A quote's lines: tool, quantity, list price, offered unit price and line total; then the total,
 * or once offered the net, the tax (and a tax-exempt company's reference) and the total due.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <Table size="small" aria-label={`Lines of quote ${quote.number}`}>
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Qty</TableCell>
          <TableCell align="right">List price</TableCell>
          <TableCell align="right">Quoted price</TableCell>
          <TableCell align="right">Line total</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lines.map((line) => (
          <TableRow key={line.toolId} data-testid="quote-line">
            <TableCell>
              {line.toolName} <small>{line.sku}</small>
            </TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatPrice(line.listPrice)}</TableCell>
            <TableCell align="right">{line.unitPrice === null ? '—' : formatPrice(line.unitPrice)}</TableCell>
            <TableCell align="right">{line.lineTotal === null ? '—' : formatPrice(line.lineTotal)}</TableCell>
          </TableRow>
        ))}
        {quote.total !== null && quote.taxAmount !== null && quote.totalDue !== null ? (
          <>
            <TableRow>
              <TableCell colSpan={4}>Net</TableCell>
              <TableCell align="right" data-testid="quote-total">
                {formatPrice(quote.total)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>
                {quote.taxRate === null ? 'Tax' : `Tax (${formatTaxRate(quote.taxRate)})`}
                {quote.taxExemptReference && (
                  <span data-testid="quote-tax-exempt"> (tax exempt: {quote.taxExemptReference})</span>
                )}
              </TableCell>
              <TableCell align="right" data-testid="quote-tax">
                {formatPrice(quote.taxAmount)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={4}>
                <strong>Total due</strong>
              </TableCell>
              <TableCell align="right" data-testid="quote-total-due">
                <strong>{formatPrice(quote.totalDue)}</strong>
              </TableCell>
            </TableRow>
          </>
        ) : (
          <TableRow>
            <TableCell colSpan={4}>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right" data-testid="quote-total">
              <strong>{quoteTotalLabel(quote)}</strong>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
