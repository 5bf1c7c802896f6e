import {
  checkOrderQuantity,
  formatPrice,
  fromCents,
  lineTotalCents,
  quantityProblemMessage,
  unitPriceCents,
} from '@toolshub/shared';
import { ApiError, badRequest, conflict, notFound, staleCopy } from '../errors';
import { idempotencyRecordId, orderRequestHash } from './idempotency';
import type { OrderStore } from './order-store';

export interface Buyer {
  uid: string;
  email: string;
  name: string;
}

export interface PlaceOrderRequest {
  buyer: Buyer;
  toolId: string;
  orderQuantity: number;
  phoneNumber: string;
  orderAddress: string;
  /** The unit price and total the buyer was shown, in cents, when the client sent them. */
  shown?: { priceCents?: number; totalBillCents?: number };
  /** The client's Idempotency-Key, already checked for shape; null when none was sent. */
  idempotencyKey: string | null;
}

export interface PlaceOrderResult {
  orderId: string;
  /** True when an earlier request with the same Idempotency-Key already placed this order. */
  replayed: boolean;
}

/**
 * Places an order in one transaction: checks minOrder ≤ quantity ≤ available against the stored
 * tool, takes the quantity off its stock (and adds it to the pieces ordered, which `sort=popular`
 * reads), and writes the order at the stored price for that quantity (its tier's, if one applies). With an
 * Idempotency-Key the key's record is written in the same transaction, so two concurrent retries
 * still make one order: the second one's transaction re-runs, finds the record and answers with it.
 */
export function placeOrder(store: OrderStore, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { buyer, toolId, orderQuantity } = request;
  const recordId = request.idempotencyKey === null ? null : idempotencyRecordId(buyer.uid, request.idempotencyKey);
  const requestHash = orderRequestHash(request);

  return store.transaction(
    async (tx) => {
      if (recordId !== null) {
        const earlier = await tx.getIdempotencyRecord(recordId);
        if (earlier) {
          if (earlier.uid !== buyer.uid || earlier.requestHash !== requestHash) {
            throw conflict('This Idempotency-Key was already used for a different order; send a new key');
          }
          return { orderId: earlier.orderId, replayed: true };
        }
      }

      const tool = await tx.getTool(toolId);
      if (!tool) throw notFound(`No tool with id ${toolId}`);
      if (tool.archived) throw conflict(`${tool.toolName} is no longer sold`);
      const problem = checkOrderQuantity(tool, orderQuantity);
      if (problem) {
        const message =
          problem.kind === 'above-available' && tool.available < tool.minOrder
            ? `${tool.toolName} is out of stock (${tool.available} pieces left, below its minimum order of ${tool.minOrder})`
            : quantityProblemMessage(problem);
        const fields = { orderQuantity: message };
        // Below the minimum is a bad request whatever the stock; more than the stock is a conflict
        // with the current state (another order may have taken it), which a retry might not meet.
        throw problem.kind === 'above-available'
          ? new ApiError('conflict', message, fields)
          : badRequest(message, fields);
      }

      const unitCents = unitPriceCents(tool, orderQuantity);
      const billCents = lineTotalCents(tool, orderQuantity);
      const { shown = {} } = request;
      const priceChanged = shown.priceCents !== undefined && shown.priceCents !== unitCents;
      const totalChanged = shown.totalBillCents !== undefined && shown.totalBillCents !== billCents;
      if (priceChanged || totalChanged) {
        const current = { price: fromCents(unitCents), totalBill: fromCents(billCents) };
        const message = `The price of ${tool.toolName} is now ${formatPrice(current.price)} a piece: ${formatPrice(current.totalBill)} for ${orderQuantity}. Confirm the new total to order.`;
        throw staleCopy('conflict', message, current, { totalBill: message });
      }

      const orderId = tx.createOrder({
        uid: buyer.uid,
        userName: buyer.name,
        userEmail: buyer.email,
        phoneNumber: request.phoneNumber,
        orderAddress: request.orderAddress,
        orderQuantity,
        totalBillCents: billCents,
        tool: { _id: tool.id, toolName: tool.toolName, priceCents: unitCents, imageLink: tool.imageLink },
        status: 'pending',
        payment: 'unpaid',
      });
      tx.setToolStock(tool.id, {
        available: tool.available - orderQuantity,
        unitsOrdered: tool.unitsOrdered + orderQuantity,
      });
      if (recordId !== null) tx.saveIdempotencyRecord(recordId, { uid: buyer.uid, orderId, requestHash });
      return { orderId, replayed: false };
    },
    { contentionKey: `tool/${toolId}` },
  );
}
