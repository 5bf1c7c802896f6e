import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useUser } from '../../../hooks/use-user';
import { reviewFormSchema } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyField } from '../../../components/form/ReadOnlyField';
import { usePageTitle } from '../../../hooks/use-page-title';
import { applyApiErrors } from '../../../lib/form-errors';
import { usePostReview } from '../api/post-review';

interface ReviewDraft {
  reviewText: string;
  reviewRating: number | '';
}

export function AddReviewPage() {
  usePageTitle('Add Review');
  const { data: user } = useUser();
  const postReview = usePostReview();
  const { enqueueSnackbar } = useSnackbar();
  const name = user?.displayName || user?.email || '';
  const email = user?.email ?? '';
  const initialValues: ReviewDraft = { reviewText: '', reviewRating: '' };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Please add your valuable feedback here
      </Typography>
      <Formik
        initialValues={initialValues}
        validationSchema={reviewFormSchema}
        onSubmit={async (values, form) => {
          try {
            // The review is signed with the account's profile on the server; only the review goes.
            await postReview.mutateAsync({
              reviewText: values.reviewText.trim(),
              reviewRating: Number(values.reviewRating),
            });
            enqueueSnackbar('Review Added Successfully', { variant: 'success' });
            form.resetForm();
          } catch (err) {
            const message = applyApiErrors(err, form, ['reviewText', 'reviewRating']);
            enqueueSnackbar(`An error occurred: ${message}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Review">
            <ReadOnlyField label="Your Name" value={name} />
            <ReadOnlyField label="Your Email" value={email} />
            <FormTextField name="reviewText" label="Your Review" multiline minRows={4} required />
            <FormTextField
              name="reviewRating"
              label="Your Rating (1 - 5)"
              type="number"
              required
              slotProps={{ htmlInput: { min: 1, max: 5, step: 1 } }}
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={isSubmitting}>
              Submit Review
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

export default AddReviewPage;
