import Typography from '@mui/material/Typography';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  decideCompanyApplicationBodySchema,
  MAX_DECISION_NOTE_LENGTH,
  type CompanyApplication,
  type PaymentTermsDays,
} from '@toolshub/shared';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { limitFromText } from '../../../lib/company-display';
import { decideApplication, useCompaniesMutation } from '../api/companies';
import { TermsAndLimitFields, type TermsAndLimitValues } from './TermsAndLimitFields';

export type ApplicationDecision = 'approve' | 'reject';

const DECISION_FIELDS = ['paymentTermsDays', 'creditLimit', 'note'] as const;
const decisionSchema = decideCompanyApplicationBodySchema.pick(['paymentTermsDays', 'creditLimit', 'note']);

type DecisionValues = TermsAndLimitValues & { note: string };

/**
 * The shop admin decides an application: approving creates the company with these terms and credit
 * limit (the applicant its first admin); rejecting takes a note. Both are mailed to the applicant.
 */
export function ApplicationDialog({
  application,
  decision,
  onClose,
}: {
  application: CompanyApplication | null;
  decision: ApplicationDecision;
  onClose: () => void;
}) {
  const decide = useCompaniesMutation(decideApplication);
  const { enqueueSnackbar } = useSnackbar();
  const approving = decision === 'approve';
  return (
    <FormDialog<DecisionValues>
      open={Boolean(application)}
      onClose={onClose}
      form={
        application && {
          title: `${approving ? 'Approve' : 'Reject'} ${application.companyName}?`,
          initialValues: { paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS, creditLimit: '', note: '' },
          validationSchema: decisionSchema,
          fields: DECISION_FIELDS,
          submit: async (values) => {
            const note = values.note.trim();
            await decide.mutateAsync({
              id: application.id,
              decision,
              ...(approving
                ? {
                    paymentTermsDays: Number(values.paymentTermsDays) as PaymentTermsDays,
                    creditLimit: limitFromText(values.creditLimit),
                  }
                : {}),
              ...(note ? { note } : {}),
            });
            enqueueSnackbar(`${application.companyName} ${approving ? 'approved' : 'rejected'}`, {
              variant: 'success',
            });
          },
          submitLabel: approving ? 'Approve' : 'Reject',
          submitColor: approving ? 'primary' : 'error',
          children: (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                Applied by {application.applicant.name} ({application.applicant.email})
                {application.taxId ? `, tax id ${application.taxId}` : ''}.
              </Typography>
              {approving && <TermsAndLimitFields />}
              <FormTextField
                name="note"
                label="Note to the applicant (optional)"
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: MAX_DECISION_NOTE_LENGTH } }}
              />
            </>
          ),
        }
      }
    />
  );
}
