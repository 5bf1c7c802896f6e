/** The order endpoints as scripts call them (paths from the shared API contract). */
import { API_HEADERS, endpoints, type InsertResult, type OrderStatus } from '@toolshub/shared';
import { callApi, type ApiAnswer } from './api-client';

export interface PlaceOrderCall {
  token: string;
  toolId: string;
  quantity: number;
  /** The same key on every retry of one order: the API places it once. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** 201 with a new order; 200 (header Idempotent-Replayed) with the first when its key comes again. */
export function placeOrder(call: PlaceOrderCall): Promise<ApiAnswer<InsertResult>> {
  return callApi<InsertResult>(endpoints.placeOrder.method, endpoints.placeOrder.path(), {
    token: call.token,
    headers: call.idempotencyKey ? { [API_HEADERS.idempotencyKey]: call.idempotencyKey } : {},
    body: {
      order: {
        phoneNumber: '01712345678',
        orderQuantity: call.quantity,
        orderAddress: '1 Test Yard, Unit 2',
        tool: { _id: call.toolId },
      },
    },
    timeoutMs: call.timeoutMs,
  });
}

export interface PlaceLinesOrderCall {
  token: string;
  lines: { toolId: string; quantity: number }[];
  poNumber?: string;
  note?: string;
}

/** An order of many lines (all or nothing); 201 with the new order's id. */
export function placeLinesOrder(call: PlaceLinesOrderCall): Promise<ApiAnswer<InsertResult>> {
  return callApi<InsertResult>(endpoints.placeOrder.method, endpoints.placeOrder.path(), {
    token: call.token,
    body: {
      order: {
        lines: call.lines,
        phoneNumber: '01712345678',
        orderAddress: '1 Test Yard, Unit 2',
        poNumber: call.poNumber,
        note: call.note,
      },
    },
  });
}

export function cancelOrder(token: string, orderId: string, timeoutMs?: number): Promise<ApiAnswer> {
  return callApi(endpoints.cancelOrder.method, endpoints.cancelOrder.path(orderId), { token, timeoutMs });
}

export function advanceOrder(token: string, orderId: string, status: OrderStatus): Promise<ApiAnswer> {
  return callApi(endpoints.advanceOrder.method, endpoints.advanceOrder.path(orderId), { token, body: { status } });
}
