import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPrice, type Quote } from '@toolshub/shared';
import { quoteTotalLabel } from '../quote-display';

/** A quote's lines: tool, quantity, list price, offered unit price and line total. */
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
        <TableRow>
          <TableCell colSpan={4}>
            <strong>Total</strong>
          </TableCell>
          <TableCell align="right" data-testid="quote-total">
            <strong>{quoteTotalLabel(quote)}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
