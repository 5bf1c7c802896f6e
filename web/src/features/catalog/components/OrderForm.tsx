import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  billsMoreThanShown,
  buyerPriceListOf,
  firstValidQuantity,
  formatPrice,
  fromCents,
  lineTotalCents,
  orderMultipleOf,
  SHOP_TAX_RATES,
  taxOrder,
  toCents,
  unitPriceCents,
  type OrderFormValues,
  type PriceList,
  type Tool,
} from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import { lazySchemaValidation } from '../../../components/form/lazy-schema-validation';
import { TaxTotals } from '../../../components/TaxTotals';
import { useCompany } from '../../../hooks/use-company';
import { ContactFields } from '../../../components/form/ContactFields';
import { PlaceOrderButton } from '../../../components/form/PlaceOrderButton';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { ApiRequestError } from '../../../lib/api-client';
import { applyApiErrors } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { usePlaceOrder } from '../api/place-order';

const ORDER_FIELDS = ['phoneNumber', 'orderQuantity', 'orderAddress'] as const;

/** The order form of the purchase page, for a signed-in customer: who orders, how many, where to. */
export function OrderForm({ tool, onQuantityChange }: { tool: Tool; onQuantityChange?: (quantity: number) => void }) {
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // The prices the buyer has seen and agreed to (the tool's when the page opened: theirs, for a
  // member with contract prices). When the tool is read again with prices that bill more for the
  // typed quantity, the buyer confirms them first.
  const [agreed, setAgreed] = useState(() => buyerPriceListOf(tool));
  // The smallest valid quantity: the minimum order, in whole cases.
  const firstQuantity = firstValidQuantity(tool);
  const initialValues: OrderFormValues = { phoneNumber: '', orderQuantity: firstQuantity, orderAddress: '' };
  const orderMultiple = orderMultipleOf(tool);
  const validate = useMemo(
    () =>
      lazySchemaValidation<OrderFormValues>(() =>
        import('../../../components/form/lazy-form-schemas').then((m) =>
          m.orderFormSchema({ minOrder: tool.minOrder, available: tool.available, orderMultiple }),
        ),
      ),
    [tool.minOrder, tool.available, orderMultiple],
  );

  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Complete Your Order Information
      </Typography>
      <Formik
        initialValues={initialValues}
        validate={validate}
        enableReinitialize
        onSubmit={async (values, form) => {
          // What the page shows, which the buyer has seen (and confirmed, when it went up): a
          // member's own price (`yourPrice`), which the server compares for them, else the list price.
          const current = buyerPriceListOf(tool);
          const shown = {
            price: tool.yourPrice ?? tool.price,
            totalBill: fromCents(lineTotalCents(current, values.orderQuantity)),
          };
          try {
            const result = await placeOrder.mutateAsync({ tool, values, shown, idempotencyKey });
            enqueueSnackbar(`Order placed: order ID ${result.insertedId}`, { variant: 'success' });
            setIdempotencyKey(crypto.randomUUID());
            setAgreed(current);
            form.resetForm();
          } catch (err) {
            if (err instanceof ApiRequestError && err.status === 409 && err.current?.totalBill !== undefined) {
              // The shop bills more than the page showed: read the tool again, whose new prices then
              // show with the request to confirm them.
              await queryClient.refetchQueries({ queryKey: queryKeys.tools.detail(tool._id) });
              return;
            }
            const message = applyApiErrors(err, form, ORDER_FIELDS);
            enqueueSnackbar(`Your order was not placed: ${message}`, { variant: 'error' });
          }
        }}
      >
        {({ isSubmitting, values }) => {
          const quantity = quantityOf(values.orderQuantity, firstQuantity);
          const change = priceChange(agreed, buyerPriceListOf(tool), quantity);
          return (
            <Form noValidate aria-label="Order">
              <ContactFields
                addressLabel="Address"
                beforeAddress={
                  <FormTextField
                    name="orderQuantity"
                    label="Quantity (pieces)"
                    type="number"
                    required
                    // The arrows step by whole cases (1 for a tool sold by the piece).
                    slotProps={{ htmlInput: { min: firstQuantity, max: tool.available, step: orderMultipleOf(tool) } }}
                  />
                }
              />
              <LiveTotal tool={tool} onQuantityChange={onQuantityChange} />
              {change && (
                <Alert severity="warning" sx={{ mt: 2 }} data-testid="price-changed">
                  The price of {tool.toolName} changed from {formatPrice(change.from)} to {formatPrice(change.to)} a
                  piece since you opened this page. Your total is now {formatPrice(change.totalBill)}: confirm it to
                  place the order.
                </Alert>
              )}
              <PlaceOrderButton loading={isSubmitting}>
                {change ? 'Confirm the new total and order' : 'Place Order'}
              </PlaceOrderButton>
            </Form>
          );
        }}
      </Formik>
    </>
  );
}

/**
 * How the bill of `quantity` pieces moved from the prices the buyer agreed to to the tool's
 * current ones, when it went up (the shop's rule, `billsMoreThanShown`: the buyer must confirm);
 * null when it bills the same or less, which the page simply shows.
 */
function priceChange(agreed: PriceList, current: PriceList, quantity: number) {
  const seen = { listPriceCents: agreed.priceCents, totalBillCents: lineTotalCents(agreed, quantity) };
  const now = { listPriceCents: current.priceCents, totalBillCents: lineTotalCents(current, quantity) };
  if (!billsMoreThanShown(seen, now)) return null;
  return {
    from: fromCents(unitPriceCents(agreed, quantity)),
    to: fromCents(unitPriceCents(current, quantity)),
    totalBill: fromCents(now.totalBillCents),
  };
}

/** The typed quantity, or the smallest valid one until a valid one is typed. */
function quantityOf(typed: unknown, firstQuantity: number): number {
  const quantity = Number(typed);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : firstQuantity;
}

/**
 * quantity × its unit price (its tier's where one applies, or a member's contract price), what
 * that saves against the list price, and the tax and total due it makes.
 */
function LiveTotal({ tool, onQuantityChange }: { tool: Tool; onQuantityChange?: (quantity: number) => void }) {
  const { values } = useFormikContext<OrderFormValues>();
  const quantity = quantityOf(values.orderQuantity, firstValidQuantity(tool));
  useEffect(() => onQuantityChange?.(quantity), [quantity, onQuantityChange]);
  const list = buyerPriceListOf(tool);
  const totalCents = lineTotalCents(list, quantity);
  const total = fromCents(totalCents);
  const savingCents = Math.max(0, toCents(tool.price) * quantity - totalCents);
  // The tax the order will add (shared/domain/tax.ts); none for a tax-exempt company's member.
  const company = useCompany();
  const exempt = company.data?.taxExempt === true;
  const tax = taxOrder([{ netCents: totalCents, category: tool.category }], SHOP_TAX_RATES, { taxExempt: exempt });
  return (
    <div aria-live="polite">
      <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="order-total">
        Total: {formatPrice(total)}
      </Typography>
      {savingCents > 0 && (
        <Typography color="success.main" data-testid="order-saving">
          {formatPrice(fromCents(unitPriceCents(list, quantity)))} a piece: you save{' '}
          {formatPrice(fromCents(savingCents))} against the list price of {formatPrice(tool.price)}
        </Typography>
      )}
      <TaxTotals
        testIdPrefix="order-form"
        showNet={false}
        figures={{
          netCents: tax.netCents,
          taxRate: tax.taxRate,
          taxCents: tax.taxCents,
          totalDueCents: tax.totalDueCents,
          exemptReference: exempt ? company.data?.taxExemptReference : null,
        }}
      />
    </div>
  );
}
