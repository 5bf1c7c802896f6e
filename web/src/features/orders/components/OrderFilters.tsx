import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { ORDER_PAYMENT_FILTERS, ORDER_STATUSES } from '@toolshub/shared';
import { listFilters } from '../../../hooks/use-list-controller';

/** The filters the address may hold, as the API takes them (anything it would refuse is left out). */
export const ORDER_FILTERS = {
  status: listFilters.oneOf(ORDER_STATUSES),
  payment: listFilters.oneOf(ORDER_PAYMENT_FILTERS),
  from: listFilters.day,
  to: listFilters.day,
  email: listFilters.text,
};
type FilterParam = keyof typeof ORDER_FILTERS;

/** All Orders' filters above the grid: status, payment, placed from/to (UTC days), the buyer's e-mail. */
export function OrderFilters({
  values,
  onChange,
  onClear,
  children,
}: {
  values: Record<FilterParam, string>;
  onChange: (changes: Partial<Record<FilterParam, string>>) => void;
  onClear: () => void;
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
      <Button onClick={onClear} disabled={Object.values(values).every((value) => !value)}>
        Clear filters
      </Button>
      {children}
    </Stack>
  );
}
