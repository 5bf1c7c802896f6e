import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { toolFieldsSchema, type ToolFieldsValues } from '@toolshub/shared';
import { CategoryField } from './CategoryField';
import { OrderMultipleField } from './OrderMultipleField';
import { PRICE_TIER_FIELDS, PriceTiersField } from './PriceTiersField';
import { ReorderPointField } from './ReorderPointField';
import { FormTextField } from '../../../components/form/FormTextField';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { usePageTitle } from '../../../hooks/use-page-title';
import { applyApiErrors } from '../../../lib/form-errors';
import { safeFileName } from '../../../lib/storage';
import { ImageStorage } from '../../../components/form/ImageStorage';
import { useImageUpload } from '../../../hooks/use-image-upload';
import { addTool, useToolMutation } from '../api/tools';

/** Where the API's messages land: every field the form shows, tiers included. */
const TOOL_FORM_FIELDS = [
  'toolName',
  'price',
  'available',
  'minOrder',
  'toolDescription',
  'sku',
  'category',
  'reorderPoint',
  'orderMultiple',
  ...PRICE_TIER_FIELDS,
] as const;

type Draft = { [K in keyof ToolFieldsValues]: ToolFieldsValues[K] | '' };
const empty: Draft = {
  toolName: '',
  price: '',
  available: '',
  minOrder: '',
  toolDescription: '',
  sku: '',
  category: '',
  priceTiers: [],
  reorderPoint: '',
  orderMultiple: 1,
};

export function AddProductPage() {
  usePageTitle('Add Product');
  return (
    <ImageStorage>
      <AddProductForm />
    </ImageStorage>
  );
}

function AddProductForm() {
  const add = useToolMutation(addTool);
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const image = useImageUpload();
  const [formKey, setFormKey] = useState(0);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Tools Information
      </Typography>
      <Formik
        key={formKey}
        initialValues={empty}
        validationSchema={toolFieldsSchema}
        onSubmit={async (values, form) => {
          if (!file) return;
          try {
            // The add-tool flow: upload the image, post the tool, say so, reset the form.
            const imageLink = await image.upload(`tools/${Date.now()}-${safeFileName(file.name)}`, file);
            await add.mutateAsync({ ...toolFieldsSchema.cast(values), imageLink });
            enqueueSnackbar('Tool Added Successfully', { variant: 'success' });
            setFile(null);
            setFormKey((k) => k + 1);
          } catch (err) {
            enqueueSnackbar(`An error occurred: ${applyApiErrors(err, form, TOOL_FORM_FIELDS)}`, { variant: 'error' });
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
            <OrderMultipleField />
            <FormTextField name="toolDescription" label="Description" multiline minRows={3} required />
            <FormTextField
              name="sku"
              label="SKU"
              required
              helperText="Upper-case letters, digits and -"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            <CategoryField />
            <ReorderPointField />
            <PriceTiersField />
            <ImagePicker
              buttonLabel="Click to upload photo"
              inputLabel="Tool photo"
              testId="tool-photo-input"
              file={file}
              onFileChange={setFile}
              upload={image.current}
              requiredMessage={submitCount > 0 ? 'Choose an image of the tool' : null}
              showPreview
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={isSubmitting}>
              Add Product
            </Button>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}

export default AddProductPage;
