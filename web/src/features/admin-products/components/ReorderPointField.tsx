import { FormTextField } from '../../../components/form/FormTextField';

/** Empty means the default, two minimum orders (shared/domain/stock.ts). */
export function ReorderPointField() {
  return (
    <FormTextField
      name="reorderPoint"
      label="Reorder Point"
      type="number"
      helperText="Low on stock at this many pieces or fewer; empty: 2 × Min Order"
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );
}
