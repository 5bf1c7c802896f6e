import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { orderMultipleOf, toolFieldsSchema, type AdminTool, type Tool, type ToolEditValues } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { ApiRequestError } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { editTool, useToolForEdit, useToolMutation } from '../api/tools';
import { CategoryField } from './CategoryField';
import { OrderMultipleField } from './OrderMultipleField';
import { PRICE_TIER_FIELDS, PriceTiersField } from './PriceTiersField';
import { ReorderPointField } from './ReorderPointField';
import { StockSection } from './StockSection';

// pick() keeps the schema's own tests: the tiers are checked against the price and minimum order
// typed, the minimum order against the pieces per case.
const editSchema = toolFieldsSchema.pick([
  'price',
  'available',
  'minOrder',
  'toolDescription',
  'sku',
  'category',
  'priceTiers',
  'reorderPoint',
  'orderMultiple',
]);
const EDIT_FIELDS = [
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

/**
 * The reorder point is sent only when the admin changed the field (emptied: back to the default),
 * so saving other figures never pins the default (minOrder × 2) as the tool's own.
 */
function withoutUnchangedReorderPoint(values: ToolEditValues, initial: number | ''): ToolEditValues {
  const { reorderPoint, ...rest } = values;
  return reorderPoint === (initial === '' ? null : initial) ? rest : values;
}

export const STALE_EDIT_MESSAGE =
  'This tool changed since you opened it (an order came in, or someone else edited it). The form now shows its current figures: check them and save again.';

/**
 * A shop must be able to restock and reprice. The dialog edits the tool as the server holds it
 * now and names that version (If-Match: the API refuses a new stock figure without it, 428), so a
 * figure typed over an order placed meanwhile is refused (412) instead of erasing that order's
 * stock. "Adjust stock" adds or takes pieces instead (applied to the stock as it is then), and the
 * tool's last stock movements are listed.
 */
export function ToolEditDialog({
  tool,
  onClose,
}: {
  /** An admin list's row (AdminTool) brings the reorder point to show; the public Tool has none. */
  tool: (Tool & Partial<Pick<AdminTool, 'reorderPoint'>>) | null;
  onClose: () => void;
}) {
  const current = useToolForEdit(tool?._id ?? null);
  const edit = useToolMutation(({ id, values, etag }: { id: string; values: ToolEditValues; etag: string | null }) =>
    editTool(id, values, etag),
  );
  const { enqueueSnackbar } = useSnackbar();
  const [stale, setStale] = useState(false);
  const close = () => {
    setStale(false);
    onClose();
  };
  const fresh = current.data;
  const initialReorderPoint: number | '' = tool?.reorderPoint ?? '';

  return (
    <Dialog open={Boolean(tool)} onClose={close} aria-labelledby="edit-tool-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-tool-title">Edit {tool?.toolName}</DialogTitle>
      {tool && !fresh && (
        <DialogContent>
          {current.isError ? (
            <Alert severity="error">This tool could not be loaded: {current.error.message}</Alert>
          ) : (
            <LoadingIndicator label="Loading the tool" />
          )}
        </DialogContent>
      )}
      {tool && fresh && (
        <Formik
          initialValues={{
            price: fresh.tool.price,
            available: fresh.tool.available,
            minOrder: fresh.tool.minOrder,
            toolDescription: fresh.tool.toolDescription,
            sku: fresh.tool.sku,
            category: fresh.tool.category,
            priceTiers: fresh.tool.priceTiers,
            reorderPoint: initialReorderPoint,
            orderMultiple: orderMultipleOf(fresh.tool),
          }}
          enableReinitialize
          validationSchema={editSchema}
          onSubmit={async (values, form) => {
            try {
              const changes = withoutUnchangedReorderPoint(editSchema.cast(values), initialReorderPoint);
              await edit.mutateAsync({ id: tool._id, values: changes, etag: fresh.etag });
              enqueueSnackbar(`Tools: ${tool._id} updated`, { variant: 'success' });
              close();
            } catch (err) {
              if (err instanceof ApiRequestError && err.status === 412) {
                setStale(true);
                await current.refetch();
                return;
              }
              enqueueSnackbar(`An error occurred: ${applyApiErrors(err, form, EDIT_FIELDS)}`, { variant: 'error' });
            }
          }}
        >
          {({ isSubmitting }) => (
            <>
              <DialogContent>
                {stale && (
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    {STALE_EDIT_MESSAGE}
                  </Alert>
                )}
                {/* Its own form, beside the edit form (forms do not nest); after it the tool is read again. */}
                <StockSection
                  toolId={tool._id}
                  toolName={tool.toolName}
                  available={fresh.tool.available}
                  onAdjusted={() => void current.refetch()}
                />
                <Form id="edit-tool-form" noValidate aria-label="Edit tool">
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
                  <FormTextField
                    name="minOrder"
                    label="Min Order"
                    type="number"
                    slotProps={{ htmlInput: { min: 1 } }}
                  />
                  <OrderMultipleField />
                  <FormTextField name="toolDescription" label="Description" multiline minRows={3} />
                  <FormTextField
                    name="sku"
                    label="SKU"
                    helperText="Upper-case letters, digits and -"
                    slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                  />
                  <CategoryField />
                  <ReorderPointField />
                  <PriceTiersField />
                </Form>
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>Close</Button>
                <Button
                  type="submit"
                  form="edit-tool-form"
                  variant="contained"
                  loading={isSubmitting}
                  disabled={current.isFetching}
                >
                  Save
                </Button>
              </DialogActions>
            </>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
