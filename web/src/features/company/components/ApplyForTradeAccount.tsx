import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  companyApplicationBodySchema,
  MAX_COMPANY_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_TAX_ID_LENGTH,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useUser } from '../../../hooks/use-user';
import { ApiRequestError } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { applyForCompany } from '../api/company';

const APPLICATION_FIELDS = ['companyName', 'taxId', 'address', 'phone'] as const;

interface ApplicationValues {
  companyName: string;
  taxId: string;
  address: string;
  phone: string;
}

const EMPTY: ApplicationValues = { companyName: '', taxId: '', address: '', phone: '' };

/**
 * For an account in no company: the trade account application (company name, tax id, address,
 * phone), then that it waits for the shop's decision. A second application while one is pending
 * is refused by the API (409), whose message shows as the pending state.
 */
export function ApplyForTradeAccount() {
  const { data: user } = useUser();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="apply-heading" sx={{ maxWidth: 640 }}>
      <Typography id="apply-heading" variant="h4" component="h1" gutterBottom>
        Apply for a trade account
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A trade account puts your company&apos;s buyers under one account: payment terms, a credit limit, spending
        limits with approvals, and your sites to deliver to. The shop decides on each application and writes to you.
      </Typography>
      {pending ? (
        <Alert severity="info" data-testid="application-pending">
          {pending}
        </Alert>
      ) : user && !user.emailVerified ? (
        <Alert severity="warning">Verify your e-mail address first: only a verified account can apply.</Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Formik
            initialValues={EMPTY}
            validationSchema={companyApplicationBodySchema}
            onSubmit={async (values, form) => {
              setRefusal(null);
              const taxId = values.taxId.trim();
              try {
                await applyForCompany({
                  companyName: values.companyName.trim(),
                  address: values.address.trim(),
                  phone: values.phone.trim(),
                  ...(taxId ? { taxId } : {}),
                });
                enqueueSnackbar('Application sent', { variant: 'success' });
                setPending(
                  `Your application for ${values.companyName.trim()} is waiting for the shop's decision. We will e-mail you when it is decided.`,
                );
              } catch (err) {
                // One pending application per account: the API's message says so.
                if (err instanceof ApiRequestError && err.status === 409) setPending(err.message);
                else setRefusal(applyApiErrors(err, form, APPLICATION_FIELDS));
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Trade account application">
                <FormTextField
                  name="companyName"
                  label="Company name"
                  autoComplete="organization"
                  required
                  slotProps={{ htmlInput: { maxLength: MAX_COMPANY_NAME_LENGTH } }}
                />
                <FormTextField
                  name="taxId"
                  label="Tax id (optional)"
                  slotProps={{ htmlInput: { maxLength: MAX_TAX_ID_LENGTH } }}
                />
                <FormTextField
                  name="address"
                  label="Address"
                  autoComplete="street-address"
                  multiline
                  minRows={2}
                  required
                  slotProps={{ htmlInput: { maxLength: MAX_COMPANY_ADDRESS_LENGTH } }}
                />
                <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
                {refusal && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {refusal}
                  </Alert>
                )}
                <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={isSubmitting}>
                  Send application
                </Button>
              </Form>
            )}
          </Formik>
        </Paper>
      )}
    </Box>
  );
}
