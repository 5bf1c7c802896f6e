import {
  billsMoreThanShown,
  checkOrderQuantity,
  formatPrice,
  fromCents,
  lineTotalCents,
  quantityProblemMessage,
  linesBillRise,
  unitPriceCents,
  type OrderLineRequest,
  type QuantityProblem,
  type ShownBill,
  type ShownLinesBill,
} from '@toolshub/shared';
import { ApiError, badRequest, conflict, notFound, staleCopy } from '../errors';
import { lowStockMails, orderPlacedMails } from './order-mail';
import { idempotencyRecordId, linesOrderRequestHash, orderRequestHash } from './idempotency';
import type { OrderLineRecord, OrderStore, StockedTool } from './order-store';

export interface Buyer {
  uid: string;
  email: string;
  name: string;
}

interface OrderContact {
  buyer: Buyer;
  phoneNumber: string;
  orderAddress: string;
  /** The client's Idempotency-Key, already checked for shape; null when none was sent. */
  idempotencyKey: string | null;
}

/** The spec's single-tool order. */
export interface PlaceOrderRequest extends OrderContact {
  toolId: string;
  orderQuantity: number;
  /** The list price and total the buyer was shown, in cents, when the client sent them. */
  shown?: ShownBill;
}

/** An order of many lines, checked out from the buyer's cart. */
export interface PlaceLinesOrderRequest extends OrderContact {
  /** Each tool once (the body's schema sees to it). */
  lines: OrderLineRequest[];
  poNumber: string | null;
  note: string | null;
  /** The order's total and each line's list price the buyer was shown, when the client sent them. */
  shown?: ShownLinesBill;
}

export interface PlaceOrderResult {
  orderId: string;
  /** True when an earlier request with the same Idempotency-Key already placed this order. */
  replayed: boolean;
}

interface LineRead {
  line: OrderLineRequest;
  tool: StockedTool | null;
}

interface Sale {
  line: OrderLineRequest;
  tool: StockedTool;
}

/** What differs between the two bodies: how refusals are reported, and what else is checked. */
interface Placement extends OrderContact {
  lines: OrderLineRequest[];
  poNumber: string | null;
  note: string | null;
  requestHash: string;
  /** Throws unless every line's tool (null: unknown) can be sold in its quantity. */
  refuseUnorderable(reads: LineRead[]): Sale[];
  /** Throws when the shop would bill more than the buyer was shown (`billsMoreThanShown`). */
  confirmBill?(lines: OrderLineRecord[]): void;
  emptiesCart: boolean;
}

/**
 * Places the spec's single-tool order: a one-line order whose refusals name the form's fields
 * (`orderQuantity`), with a 404 for an unknown tool and a 409 with the current figures when the
 * shop would bill more than the list price or total the buyer was shown.
 */
export function placeOrder(store: OrderStore, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { toolId, orderQuantity, shown = {} } = request;
  return placeInOneTransaction(store, {
    ...request,
    lines: [{ toolId, quantity: orderQuantity }],
    poNumber: null,
    note: null,
    requestHash: orderRequestHash(request),
    refuseUnorderable: (reads) => {
      const tool = reads[0]?.tool;
      if (!tool) throw notFound(`No tool with id ${toolId}`);
      if (tool.archived) throw conflict(`${tool.toolName} is no longer sold`);
      const problem = checkOrderQuantity(tool, orderQuantity);
      if (problem) {
        const message = quantityMessage(tool, problem);
        const fields = { orderQuantity: message };
        // Below the minimum is a bad request whatever the stock; more than the stock is a conflict
        // with the current state (another order may have taken it), which a retry might not meet.
        throw problem.kind === 'above-available'
          ? new ApiError('conflict', message, fields)
          : badRequest(message, fields);
      }
      return [{ line: { toolId, quantity: orderQuantity }, tool }];
    },
    confirmBill: ([line]) => {
      if (!line) return;
      if (billsMoreThanShown(shown, currentBill(line))) {
        const current = currentFigures(line);
        const message = `The price of ${line.toolName} is now ${formatPrice(current.unitPrice)} a piece: ${formatPrice(current.totalBill)} for ${orderQuantity}. Confirm the new total to order.`;
        throw staleCopy('conflict', message, current, { totalBill: message });
      }
    },
    emptiesCart: false,
  });
}

/**
 * Places an order of many lines, all or nothing: any line whose tool is unknown, no longer sold,
 * or cannot be sold in that quantity refuses the whole order with 409 and a message per line
 * (`order.lines[i].toolId` / `.quantity`). The buyer's cart is emptied in the same transaction.
 * When the body carried the figures its buyer was shown and the shop would bill more, 409 with the
 * current total (and `order.lines[i].price` for each line whose list price rose).
 */
export function placeLinesOrder(store: OrderStore, request: PlaceLinesOrderRequest): Promise<PlaceOrderResult> {
  const { shown } = request;
  return placeInOneTransaction(store, {
    ...request,
    requestHash: linesOrderRequestHash(request),
    refuseUnorderable: (reads) => {
      const fields = lineProblems(reads);
      const messages = Object.values(fields);
      if (messages.length > 0) {
        const count = messages.length === 1 ? 'A line' : `${messages.length} lines`;
        throw new ApiError('conflict', `${count} of this order cannot be ordered; nothing was ordered`, fields);
      }
      return reads.flatMap(({ line, tool }) => (tool ? [{ line, tool }] : []));
    },
    confirmBill: (lines) => {
      if (!shown) return;
      const totalBillCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const rise = linesBillRise(shown, { totalBillCents, lines: lines.map(currentBill) });
      if (!rise) return;
      const totalBill = fromCents(totalBillCents);
      const fields: Record<string, string> = {};
      for (const index of rise.lines) {
        const line = lines[index]!;
        fields[`order.lines[${index}].price`] =
          `The price of ${line.toolName} is now ${formatPrice(fromCents(line.listPriceCents))} a piece`;
      }
      const message = `The total of this order is now ${formatPrice(totalBill)}. Confirm the new total to order.`;
      throw staleCopy('conflict', message, { totalBill }, rise.total ? { 'order.totalBill': message } : fields);
    },
    emptiesCart: true,
  });
}

function lineProblems(reads: LineRead[]): Record<string, string> {
  const fields: Record<string, string> = {};
  reads.forEach(({ line, tool }, index) => {
    const at = `order.lines[${index}]`;
    if (!tool) {
      fields[`${at}.toolId`] = `No tool with id ${line.toolId}`;
    } else if (tool.archived) {
      fields[`${at}.toolId`] = `${tool.toolName} is no longer sold`;
    } else {
      const problem = checkOrderQuantity(tool, line.quantity);
      if (problem) fields[`${at}.quantity`] = `${tool.toolName}: ${quantityMessage(tool, problem)}`;
    }
  });
  return fields;
}

function quantityMessage(tool: StockedTool, problem: QuantityProblem): string {
  return problem.kind === 'above-available' && tool.available < tool.minOrder
    ? `${tool.toolName} is out of stock (${tool.available} pieces left, below its minimum order of ${tool.minOrder})`
    : quantityProblemMessage(problem);
}

/** What the shop bills for a line now, as the shown-bill rule compares it. */
function currentBill(line: OrderLineRecord) {
  return { listPriceCents: line.listPriceCents, totalBillCents: line.lineTotalCents };
}

/** A line's figures as a 409 reports them: its list price, its unit price (the tier's) and total. */
function currentFigures(line: OrderLineRecord) {
  return {
    price: fromCents(line.listPriceCents),
    unitPrice: fromCents(line.unitPriceCents),
    totalBill: fromCents(line.lineTotalCents),
  };
}

function billLine(tool: StockedTool, quantity: number): OrderLineRecord {
  return {
    toolId: tool.id,
    sku: tool.sku,
    toolName: tool.toolName,
    imageLink: tool.imageLink,
    unitPriceCents: unitPriceCents(tool, quantity),
    listPriceCents: tool.priceCents,
    quantity,
    lineTotalCents: lineTotalCents(tool, quantity),
  };
}

/**
 * One transaction: reads every line's tool, checks them all, bills each line at the stored price
 * for its quantity (its tier's, if one applies), writes the order and takes every line's quantity
 * off its tool's stock (adding it to the pieces ordered, which `sort=popular` reads), or writes
 * nothing. With an Idempotency-Key the key's record is written in the same transaction, so two
 * concurrent retries still make one order: the second one's transaction re-runs, finds the record
 * and answers with it.
 */
function placeInOneTransaction(store: OrderStore, order: Placement): Promise<PlaceOrderResult> {
  const { buyer } = order;
  const recordId = order.idempotencyKey === null ? null : idempotencyRecordId(buyer.uid, order.idempotencyKey);

  return store.transaction(
    async (tx) => {
      if (recordId !== null) {
        const earlier = await tx.getIdempotencyRecord(recordId);
        if (earlier) {
          if (earlier.uid !== buyer.uid || earlier.requestHash !== order.requestHash) {
            throw conflict('This Idempotency-Key was already used for a different order; send a new key');
          }
          return { orderId: earlier.orderId, replayed: true };
        }
      }

      const reads = await Promise.all(order.lines.map(async (line) => ({ line, tool: await tx.getTool(line.toolId) })));
      const sales = order.refuseUnorderable(reads);
      const lines = sales.map(({ line, tool }) => billLine(tool, line.quantity));
      order.confirmBill?.(lines);
      const admins = await tx.adminAddresses();

      const totalBillCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const orderId = tx.createOrder({
        uid: buyer.uid,
        userName: buyer.name,
        userEmail: buyer.email,
        phoneNumber: order.phoneNumber,
        orderAddress: order.orderAddress,
        lines,
        totalBillCents,
        poNumber: order.poNumber,
        note: order.note,
        status: 'pending',
        payment: 'unpaid',
      });
      for (const { line, tool } of sales) {
        tx.setToolStock(
          tool.id,
          { available: tool.available - line.quantity, unitsOrdered: tool.unitsOrdered + line.quantity },
          { reason: 'order', orderId },
        );
      }
      if (order.emptiesCart) tx.emptyCart(buyer.uid);
      const placed = {
        id: orderId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        orderAddress: order.orderAddress,
        poNumber: order.poNumber,
        lines,
        totalBillCents,
      };
      [
        ...orderPlacedMails(placed, admins),
        ...lowStockMails(
          sales.map(({ line, tool }) => ({ tool, quantity: line.quantity })),
          orderId,
          admins,
        ),
      ].forEach((mail) => tx.queueMail(mail));
      if (recordId !== null)
        tx.saveIdempotencyRecord(recordId, { uid: buyer.uid, orderId, requestHash: order.requestHash });
      return { orderId, replayed: false };
    },
    { contentionKeys: order.lines.map((line) => `tool/${line.toolId}`) },
  );
}
