import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useUser } from 'reactfire';
import { formatPrice, orderFormSchema, totalBill, type OrderFormValues, type Tool } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { ReadOnlyField } from '../../../components/form/ReadOnlyField';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useTool } from '../../catalog/api/get-tool';
import { usePlaceOrder } from '../api/place-order';

export function PurchasePage() {
  const { id = '' } = useParams();
  const tool = useTool(id);
  usePageTitle(tool.data ? `Order ${tool.data.toolName}` : 'Order');
  return (
    <Container sx={{ py: 4 }}>
      <QueryState query={tool} label="Loading the tool">
        {(data) => <Purchase tool={data} />}
      </QueryState>
    </Container>
  );
}

function Purchase({ tool }: { tool: Tool }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <img
          src={tool.imageLink}
          alt={tool.toolName}
          width={400}
          height={300}
          fetchPriority="high"
          style={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          {tool.toolName}
        </Typography>
        <Typography data-testid="tool-price">Price/Piece: {formatPrice(tool.price)}</Typography>
        <Typography data-testid="tool-min-order">Min Order: {tool.minOrder}</Typography>
        <Typography data-testid="tool-available">Available: {tool.available}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {tool.toolDescription}
        </Typography>
      </Box>
      <Paper sx={{ flex: 1, p: { xs: 2, sm: 3 }, width: '100%' }}>
        <OrderForm tool={tool} />
      </Paper>
    </Stack>
  );
}

function OrderForm({ tool }: { tool: Tool }) {
  const { data: user } = useUser();
  const placeOrder = usePlaceOrder();
  const { enqueueSnackbar } = useSnackbar();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const buyer = { name: user?.displayName || user?.email || '', email: user?.email ?? '' };
  const initialValues: OrderFormValues = { phoneNumber: '', orderQuantity: tool.minOrder, orderAddress: '' };

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Complete Your Order Information
      </Typography>
      <Formik
        initialValues={initialValues}
        validationSchema={orderFormSchema({ minOrder: tool.minOrder, available: tool.available })}
        enableReinitialize
        onSubmit={async (values, { resetForm }) => {
          try {
            const result = await placeOrder.mutateAsync({ tool, buyer, values, idempotencyKey });
            enqueueSnackbar(`Order placed: order ID ${result.insertedId}`, { variant: 'success' });
            setIdempotencyKey(crypto.randomUUID());
            resetForm();
          } catch (err) {
            enqueueSnackbar(`Your order was not placed: ${errorMessage(err)}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Order">
            <ReadOnlyField label="Name" value={buyer.name} />
            <ReadOnlyField label="Email" value={buyer.email} />
            <FormTextField name="phoneNumber" label="Phone" type="tel" autoComplete="tel" required />
            <FormTextField
              name="orderQuantity"
              label="Quantity (pieces)"
              type="number"
              required
              slotProps={{ htmlInput: { min: tool.minOrder, max: tool.available, step: 1 } }}
            />
            <FormTextField
              name="orderAddress"
              label="Address"
              autoComplete="street-address"
              multiline
              minRows={2}
              required
            />
            <LiveTotal tool={tool} />
            <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={isSubmitting}>
              {isSubmitting ? <CircularProgress size={24} aria-label="Placing your order" /> : 'Place Order'}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** quantity × price, using minOrder until a valid quantity is typed. */
function LiveTotal({ tool }: { tool: Tool }) {
  const { values } = useFormikContext<OrderFormValues>();
  const typed = Number(values.orderQuantity);
  const quantity = Number.isInteger(typed) && typed > 0 ? typed : tool.minOrder;
  return (
    <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="order-total" aria-live="polite">
      Total: {formatPrice(totalBill(tool.price, quantity))}
    </Typography>
  );
}
