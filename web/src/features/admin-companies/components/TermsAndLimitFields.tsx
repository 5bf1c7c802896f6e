import { PAYMENT_TERMS_DAYS } from '@toolshub/shared';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { paymentTermsLabel } from '../../../lib/company-display';

const termsOptions = PAYMENT_TERMS_DAYS.map((days) => ({
  value: days,
  label:
    days === 0 ? 'Prepayment (paid before it ships)' : `${paymentTermsLabel(days)} (due ${days} days after shipping)`,
}));

/** A company's payment terms and credit limit, as the Formik fields `paymentTermsDays` and `creditLimit`. */
export function TermsAndLimitFields() {
  return (
    <>
      <FormSelectField name="paymentTermsDays" label="Payment terms" required options={termsOptions} />
      <FormTextField
        name="creditLimit"
        label="Credit limit ($)"
        helperText="Open orders and unpaid invoices may not pass it; leave it empty for no limit"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}

export interface TermsAndLimitValues {
  paymentTermsDays: number;
  creditLimit: string;
}
