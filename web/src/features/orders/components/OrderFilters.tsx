import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { ORDER_PAYMENT_FILTERS, ORDER_STATUSES, type OrderListFilters } from '@toolshub/shared';

export const ORDER_FILTER_PARAMS = ['status', 'payment', 'from', 'to', 'email'] as const;
type FilterParam = (typeof ORDER_FILTER_PARAMS)[number];

const isDay = (value: string) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** The filters the address holds, as the API takes them (anything it would refuse is left out). */
export function orderFiltersOf(values: Record<FilterParam, string>): OrderListFilters {
  const filters: OrderListFilters = {};
  const status = ORDER_STATUSES.find((s) => s === values.status);
  if (status) filters.status = status;
  const payment = ORDER_PAYMENT_FILTERS.find((p) => p === values.payment);
  if (payment) filters.payment = payment;
  if (isDay(values.from)) filters.from = values.from;
  if (isDay(values.to)) filters.to = values.to;
  if (values.email.trim()) filters.email = values.email.trim();
  return filters;
}

/** All Orders' filters above the grid: status, payment, placed from/to (UTC days), the buyer's e-mail. */
export function OrderFilters({
  values,
  onChange,
  children,
}: {
  values: Record<FilterParam, string>;
  onChange: (changes: Partial<Record<FilterParam, string>>) => void;
  /** More controls at the end of the row (the export button). */
  children?: ReactNode;
}) {
  // The address changes when the e-mail is complete (Enter, or leaving the field), not per key.
  const [email, setEmail] = useState(values.email);
  const [shownEmail, setShownEmail] = useState(values.email);
  if (values.email !== shownEmail) {
    setShownEmail(values.email);
    setEmail(values.email);
  }
  const commitEmail = () => {
    if (email.trim() !== values.email) onChange({ email: email.trim() });
  };

  return (
    <Stack
      component="form"
      aria-label="Filter orders"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        commitEmail();
      }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={values.status}
        onChange={(event) => onChange({ status: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150 }}
      >
        <option value="">Any</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Payment"
        value={values.payment}
        onChange={(event) => onChange({ payment: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150 }}
      >
        <option value="">Any</option>
        {ORDER_PAYMENT_FILTERS.map((payment) => (
          <option key={payment} value={payment}>
            {payment}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Placed from"
        value={values.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Placed to"
        value={values.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || undefined } }}
      />
      <TextField
        size="small"
        type="email"
        label="Customer e-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={commitEmail}
        sx={{ minWidth: 220 }}
      />
      <Button
        onClick={() => onChange({ status: '', payment: '', from: '', to: '', email: '' })}
        disabled={ORDER_FILTER_PARAMS.every((name) => !values[name])}
      >
        Clear filters
      </Button>
      {children}
    </Stack>
  );
}
