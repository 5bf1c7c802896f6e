import { FormTextField } from '../../../components/form/FormTextField';

/** Pieces per case: quantities ordered must be multiples of it (shared/domain/case-pack.ts); 1 sells single pieces. */
export function OrderMultipleField() {
  return (
    <FormTextField
      name="orderMultiple"
      label="Pieces per case"
      type="number"
      helperText="Orders must be whole cases; 1: single pieces. Min Order must be whole cases."
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );
}
