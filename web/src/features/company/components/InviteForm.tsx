import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { companyInvitationBodySchema } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { limitFromText } from '../../../lib/company-display';
import { applyApiErrors } from '../../../lib/form-errors';
import { inviteMember, useCompanyMutation } from '../api/company';
import { RoleAndLimitFields, type RoleAndLimitValues } from './RoleAndLimitFields';

const INVITE_FIELDS = ['email', 'role', 'spendingLimit'] as const;

type InviteValues = RoleAndLimitValues & { email: string };

const EMPTY: InviteValues = { email: '', role: 'buyer', spendingLimit: '' };

/** A company admin invites by e-mail, with a role and a spending limit; the invitee gets a mail with a link. */
export function InviteForm() {
  const invite = useCompanyMutation(inviteMember);
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h6" component="h3">
        Invite a member
      </Typography>
      <Formik
        initialValues={EMPTY}
        validationSchema={companyInvitationBodySchema}
        onSubmit={async (values, form) => {
          setRefusal(null);
          const email = values.email.trim().toLowerCase();
          try {
            await invite.mutateAsync({ email, role: values.role, spendingLimit: limitFromText(values.spendingLimit) });
            enqueueSnackbar(`Invitation sent to ${email}`, { variant: 'success' });
            form.resetForm();
          } catch (err) {
            setRefusal(applyApiErrors(err, form, INVITE_FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Invite a member">
            <FormTextField name="email" label="E-mail" type="email" autoComplete="off" required />
            <RoleAndLimitFields />
            {refusal && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {refusal}
              </Alert>
            )}
            <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={isSubmitting}>
              Send invitation
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
