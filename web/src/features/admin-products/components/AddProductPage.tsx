import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { toolFieldsSchema, type ToolFieldsValues } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { imageFileProblem, safeFileName, uploadImage } from '../../../lib/storage';
import { addTool, useToolMutation } from '../api/tools';

type Draft = { [K in keyof ToolFieldsValues]: ToolFieldsValues[K] | '' };
const empty: Draft = { toolName: '', price: '', available: '', minOrder: '', toolDescription: '' };

export function AddProductPage() {
  usePageTitle('Add Product');
  const add = useToolMutation(addTool);
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Tools Information
      </Typography>
      <Formik
        key={formKey}
        initialValues={empty}
        validationSchema={toolFieldsSchema}
        onSubmit={async (values) => {
          if (!file) {
            setFileError('Choose an image of the tool');
            return;
          }
          try {
            // The add-tool flow: upload the image, post the tool, say so, reset the form.
            setProgress(0);
            const imageLink = await uploadImage(`tools/${Date.now()}-${safeFileName(file.name)}`, file, setProgress);
            await add.mutateAsync({ ...toolFieldsSchema.cast(values), imageLink });
            enqueueSnackbar('Tool Added Successfully', { variant: 'success' });
            setFile(null);
            setFormKey((k) => k + 1);
          } catch (err) {
            enqueueSnackbar(`An error occurred: ${errorMessage(err)}`, { variant: 'error' });
          } finally {
            setProgress(null);
          }
        }}
      >
        {({ isSubmitting, submitCount }) => (
          <Form noValidate aria-label="Add product">
            <FormTextField name="toolName" label="Tools Name" required />
            <FormTextField
              name="price"
              label="Price"
              type="number"
              required
              slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
            />
            <FormTextField
              name="available"
              label="Available Piece"
              type="number"
              required
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <FormTextField
              name="minOrder"
              label="Min Order"
              type="number"
              required
              slotProps={{ htmlInput: { min: 1 } }}
            />
            <FormTextField name="toolDescription" label="Description" multiline minRows={3} required />
            <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, my: 1 }}>
              <Button component="label" variant="outlined">
                Click to upload photo
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
                  aria-label="Tool photo"
                  data-testid="tool-photo-input"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0] ?? null;
                    const problem = chosen ? imageFileProblem(chosen) : null;
                    setFileError(problem);
                    setFile(problem ? null : chosen);
                  }}
                />
              </Button>
              {preview && (
                <Box sx={{ mt: 1 }}>
                  <img src={preview} alt="Preview of the chosen photo" style={{ maxWidth: 240, maxHeight: 180 }} />
                </Box>
              )}
              <Typography
                variant="body2"
                sx={{ mt: 1 }}
                color={fileError || (submitCount > 0 && !file) ? 'error' : 'text.secondary'}
              >
                {fileError ??
                  (file
                    ? file.name
                    : submitCount > 0
                      ? 'Choose an image of the tool'
                      : 'PNG, JPEG, GIF, WebP or AVIF, up to 5 MB')}
              </Typography>
              {progress !== null && (
                <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} aria-label="Upload progress" />
              )}
            </Box>
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={isSubmitting}>
              {isSubmitting ? <CircularProgress size={24} aria-label="Adding the product" /> : 'Add Product'}
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

export default AddProductPage;
