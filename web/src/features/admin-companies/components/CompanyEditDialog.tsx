import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useField } from 'formik';
import {
  MAX_HOLD_REASON_LENGTH,
  MAX_TAX_EXEMPT_REFERENCE_LENGTH,
  patchCompanyBodySchema,
  type CompanyStatus,
  type CompanySummary,
  type PaymentTermsDays,
} from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { limitFromText } from '../../../lib/company-display';
import { updateCompany, useCompaniesMutation } from '../api/companies';
import { TermsAndLimitFields, type TermsAndLimitValues } from './TermsAndLimitFields';

const EDIT_FIELDS = [
  'paymentTermsDays',
  'creditLimit',
  'status',
  'holdReason',
  'taxExempt',
  'taxExemptReference',
] as const;

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'on-hold', label: 'On hold (its members cannot order)' },
];

type EditValues = TermsAndLimitValues & {
  status: CompanyStatus;
  holdReason: string;
  taxExempt: boolean;
  taxExemptReference: string;
};

/** Tax exempt: its members' orders carry no tax, and their documents name the exemption's reference. */
function TaxExemptField() {
  const [field, , helpers] = useField<boolean>('taxExempt');
  return (
    <FormControlLabel
      control={<Checkbox checked={field.value} onChange={(event) => void helpers.setValue(event.target.checked)} />}
      label="Tax exempt (its orders carry no tax)"
    />
  );
}

/** Only what changed of the exemption: PATCH leaves it alone otherwise. */
function exemptionEdit(company: CompanySummary, values: EditValues) {
  const reference = values.taxExemptReference.trim();
  if (!values.taxExempt) return company.taxExempt ? { taxExempt: false } : {};
  if (company.taxExempt && reference === company.taxExemptReference) return {};
  return { taxExempt: true, taxExemptReference: reference };
}

/**
 * The shop admin changes a company's terms, credit limit, status (on hold, with a reason, or active)
 * and tax exemption (with its reference).
 */
export function CompanyEditDialog({ company, onClose }: { company: CompanySummary | null; onClose: () => void }) {
  const update = useCompaniesMutation(updateCompany);
  const { enqueueSnackbar } = useSnackbar();
  return (
    <FormDialog<EditValues>
      open={Boolean(company)}
      onClose={onClose}
      form={
        company && {
          title: `Edit ${company.name}`,
          initialValues: {
            paymentTermsDays: company.paymentTermsDays,
            creditLimit: company.creditLimit === null ? '' : String(company.creditLimit),
            status: company.status,
            holdReason: company.holdReason ?? '',
            taxExempt: company.taxExempt,
            taxExemptReference: company.taxExemptReference ?? '',
          },
          validationSchema: patchCompanyBodySchema,
          fields: EDIT_FIELDS,
          submit: async (values) => {
            const holdReason = values.holdReason.trim();
            await update.mutateAsync({
              id: company.id,
              paymentTermsDays: Number(values.paymentTermsDays) as PaymentTermsDays,
              creditLimit: limitFromText(values.creditLimit),
              status: values.status,
              ...(values.status === 'on-hold' && holdReason ? { holdReason } : {}),
              ...exemptionEdit(company, values),
            });
            enqueueSnackbar(`${company.name} saved`, { variant: 'success' });
          },
          submitLabel: 'Save',
          children: ({ values }) => (
            <>
              <TermsAndLimitFields />
              <FormSelectField name="status" label="Status" required options={statusOptions} />
              {values.status === 'on-hold' && (
                <FormTextField
                  name="holdReason"
                  label="Why it is on hold (shown to its members)"
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: MAX_HOLD_REASON_LENGTH } }}
                />
              )}
              <TaxExemptField />
              {values.taxExempt && (
                <FormTextField
                  name="taxExemptReference"
                  label="Exemption reference (shown on its documents)"
                  required
                  slotProps={{ htmlInput: { maxLength: MAX_TAX_EXEMPT_REFERENCE_LENGTH } }}
                />
              )}
            </>
          ),
        }
      }
    />
  );
}
