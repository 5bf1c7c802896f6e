import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { inquiryFormSchema } from '@toolshub/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { FormTextField } from '../../../components/form/FormTextField';
import { applyApiErrors } from '../../../lib/form-errors';
import { usePostInquiry } from '../api/post-inquiry';

export const INQUIRY_THANKS = 'Thanks! We will e-mail you about your custom order.';

interface Values {
  email: string;
}

/** The banner's e-mail form: validated with the API's own schema, stored through POST /api/inquiry. */
export function InquiryForm() {
  const { enqueueSnackbar } = useSnackbar();
  const postInquiry = usePostInquiry();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      // The API validates strictly (no trimming): send the schema's cleaned value.
      const { email } = inquiryFormSchema.cast(values);
      await postInquiry.mutateAsync({ email });
      enqueueSnackbar(INQUIRY_THANKS, { variant: 'success' });
      helpers.resetForm();
    } catch (err) {
      enqueueSnackbar(applyApiErrors(err, helpers, ['email']), { variant: 'error' });
    }
  };

  return (
    <Formik<Values> initialValues={{ email: '' }} validationSchema={inquiryFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Ask about a custom order">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FormTextField
              name="email"
              id="inquiry-email"
              type="email"
              label="Your e-mail address"
              autoComplete="email"
              margin="none"
              required
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={isSubmitting}
              sx={{ flexShrink: 0, minHeight: 56 }}
            >
              Send
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
