import type { OrderStatus, PaymentStatus } from '@toolshub/shared';

/**
 * What the order rules need from storage, inside one transaction. The Firestore implementation
 * lives in repositories/orders.ts; the rules in place-order.ts / cancel-order.ts / advance-order.ts
 * only see this, so they can be tested without Firebase.
 *
 * Firestore transactions must do every read before the first write; the rules keep to that.
 */
export interface StockedTool {
  id: string;
  toolName: string;
  priceCents: number;
  minOrder: number;
  available: number;
  imageLink: string;
  /** Off the catalogue: closed to new orders, still restocked by a cancel. */
  archived?: boolean;
}

export interface NewOrder {
  uid: string;
  userName: string;
  userEmail: string;
  phoneNumber: string;
  orderAddress: string;
  orderQuantity: number;
  totalBillCents: number;
  tool: { _id: string; toolName: string; priceCents: number; imageLink: string };
  status: OrderStatus;
  payment: PaymentStatus;
}

export interface StoredOrder {
  id: string;
  uid: string;
  status: OrderStatus;
  orderQuantity: number;
  toolId: string;
}

export interface IdempotencyRecord {
  uid: string;
  orderId: string;
  /** Hash of what was asked for, so the same key with a different order is refused. */
  requestHash: string;
}

export interface OrderTransaction {
  getTool(id: string): Promise<StockedTool | null>;
  getOrder(id: string): Promise<StoredOrder | null>;
  getIdempotencyRecord(id: string): Promise<IdempotencyRecord | null>;
  /** Writes the order with a server timestamp; returns its new id. */
  createOrder(order: NewOrder): string;
  setToolAvailable(toolId: string, available: number): void;
  saveIdempotencyRecord(id: string, record: IdempotencyRecord): void;
  /** Sets the status (with a server timestamp: `cancelledAt` for a cancel, `updatedAt` always). */
  setOrderStatus(orderId: string, status: OrderStatus): void;
}

export interface TransactionOptions {
  /**
   * Work on the same hot document (a tool everyone orders) shares this key; the store may run such
   * transactions one after another instead of letting them abort each other.
   */
  contentionKey?: string;
}

export interface OrderStore {
  /** Runs `work` in one transaction: all of its writes happen, or none. */
  transaction<T>(work: (tx: OrderTransaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
}
