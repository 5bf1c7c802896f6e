import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QUOTE_STATUSES, type Quote } from '@toolshub/shared';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import type { RowColumn } from '../../../components/list/row-columns';
import { listFilters, listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useQuotes } from '../api/quotes';
import { canAnswer } from '../quote-display';
import { quoteColumns, QuoteDialog } from './MyQuotesPage';
import { OfferQuoteDialog } from './OfferQuoteDialog';

/** Newest first, filtered by status, 25 a page. */
const QUOTES_LIST = listSpec({ filters: { status: listFilters.oneOf(QUOTE_STATUSES) }, pageSize: 25 });

const rowAttributes = (quote: Quote) => ({ 'data-testid': 'quote-row', 'data-quote-id': quote.id });

/**
 * /dashboard/quotes (shop admins): every request for quote in a grid (number, buyer, status,
 * total, expiry; filtered by status). An open one opens the offer dialog (prices, expiry, message,
 * or Decline); an answered one shows its lines.
 */
export function QuotesPage() {
  usePageTitle('Quotes');
  const list = useListController(QUOTES_LIST);
  const quotes = useQuotes({ ...list.filters, limit: list.pageSize });
  const [open, setOpen] = useState<Quote | null>(null);
  const columns: RowColumn<Quote>[] = [
    ...quoteColumns().slice(0, 1),
    {
      field: 'buyer',
      headerName: 'Buyer',
      minWidth: 180,
      flex: 1.5,
      sortable: false,
      valueGetter: (_value: unknown, row: Quote) =>
        row.companyName ? `${row.companyName} (${row.buyer.email})` : row.buyer.email,
    },
    ...quoteColumns().slice(1),
  ];
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Quotes {quotes.rowCount >= 0 ? quotes.rowCount : '…'}
      </Typography>
      <TextField
        select
        label="Status"
        value={list.values.status}
        onChange={(event) => list.setFilters({ status: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 180 }}
      >
        <option value="">Any</option>
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </TextField>
      <ServerDataGrid<Quote>
        label="Quotes"
        list={quotes}
        columns={columns}
        getRowId={(row) => row.id}
        {...list.grid}
        onRowClick={setOpen}
        rowAttributes={rowAttributes}
      />
      {open &&
        (canAnswer(open) ? (
          <OfferQuoteDialog quote={open} onClose={() => setOpen(null)} />
        ) : (
          <QuoteDialog quote={open} onClose={() => setOpen(null)} />
        ))}
    </>
  );
}

export default QuotesPage;
