import { FieldValue, type DocumentSnapshot, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { fromCents, type Order, type OrderStatus, type PaymentStatus } from '@toolshub/shared';
import type {
  IdempotencyRecord,
  NewOrder,
  OrderStore,
  OrderTransaction,
  StockedTool,
  StoredOrder,
} from '../domain/order-store';
import { config } from '../config';
import { unavailable } from '../errors';
import { firestore } from '../firebase';
import type { PageRequest } from '../http/paging';
import { newestFirstPage, type Page } from './paged-query';
import { KeyedQueue } from './keyed-queue';
import { isoOrNull } from './timestamps';
import { isPlausibleId, toolsCollection, type ToolDoc } from './tools';

/** Stored shape of `orders/{id}` (the seed writes the same): money in integer cents. */
export interface OrderDoc {
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
  createdAt: Timestamp;
  cancelledAt?: Timestamp;
  updatedAt?: Timestamp;
}

export const ordersCollection = () => firestore().collection('orders');
/** `idempotency/{sha256(uid, key)}` → the order that key placed. */
const idempotencyCollection = () => firestore().collection('idempotency');

export function toOrder(doc: DocumentSnapshot): Order {
  const data = doc.data() as OrderDoc;
  return {
    _id: doc.id,
    userName: data.userName,
    userEmail: data.userEmail,
    phoneNumber: data.phoneNumber,
    tool: {
      _id: data.tool._id,
      toolName: data.tool.toolName,
      price: fromCents(data.tool.priceCents),
      imageLink: data.tool.imageLink,
    },
    orderQuantity: data.orderQuantity,
    orderAddress: data.orderAddress,
    totalBill: fromCents(data.totalBillCents),
    status: data.status,
    payment: data.payment,
    createdAt: isoOrNull(data.createdAt),
  };
}

/** One customer's orders (by the e-mail they were placed with, lowercased), newest first. */
export function listOrdersOfEmail(email: string, page: PageRequest): Promise<Page<Order>> {
  return newestFirstPage(ordersCollection().where('userEmail', '==', email.toLowerCase()), page, toOrder);
}

export function listAllOrders(page: PageRequest): Promise<Page<Order>> {
  return newestFirstPage(ordersCollection(), page, toOrder);
}

class FirestoreOrderTransaction implements OrderTransaction {
  constructor(private readonly tx: Transaction) {}

  async getTool(id: string): Promise<StockedTool | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await this.tx.get(toolsCollection().doc(id));
    if (!snap.exists) return null;
    const data = snap.data() as ToolDoc;
    return {
      id: snap.id,
      toolName: data.toolName,
      priceCents: data.priceCents,
      minOrder: data.minOrder,
      available: data.available,
      imageLink: data.imageLink,
    };
  }

  async getOrder(id: string): Promise<StoredOrder | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await this.tx.get(ordersCollection().doc(id));
    if (!snap.exists) return null;
    const data = snap.data() as OrderDoc;
    return {
      id: snap.id,
      uid: data.uid,
      status: data.status,
      orderQuantity: data.orderQuantity,
      toolId: data.tool._id,
    };
  }

  async getIdempotencyRecord(id: string): Promise<IdempotencyRecord | null> {
    const snap = await this.tx.get(idempotencyCollection().doc(id));
    if (!snap.exists) return null;
    const { uid, orderId, requestHash } = snap.data() as IdempotencyRecord;
    return { uid, orderId, requestHash };
  }

  createOrder(order: NewOrder): string {
    const ref = ordersCollection().doc();
    this.tx.create(ref, { ...order, createdAt: FieldValue.serverTimestamp() });
    return ref.id;
  }

  setToolAvailable(toolId: string, available: number): void {
    this.tx.update(toolsCollection().doc(toolId), { available });
  }

  saveIdempotencyRecord(id: string, record: IdempotencyRecord): void {
    this.tx.set(idempotencyCollection().doc(id), { ...record, createdAt: FieldValue.serverTimestamp() });
  }

  setOrderStatus(orderId: string, status: OrderStatus): void {
    const now = FieldValue.serverTimestamp();
    this.tx.update(ordersCollection().doc(orderId), {
      status,
      updatedAt: now,
      ...(status === 'cancelled' ? { cancelledAt: now } : {}),
    });
  }
}

/**
 * Transactions that touch one tool abort each other when many run at once (Firestore locks the
 * tool document for each); in this instance they wait their turn instead, so only requests served
 * by other instances compete, and the SDK's retries absorb that.
 */
const hotDocuments = new KeyedQueue();

const ABORTED = 10;

function isContention(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === ABORTED;
}

/** Firestore behind the order rules. */
export const firestoreOrderStore: OrderStore = {
  async transaction(work, options = {}) {
    const run = () =>
      firestore().runTransaction((tx) => work(new FirestoreOrderTransaction(tx)), {
        maxAttempts: config.transactionAttempts,
      });
    try {
      return await (options.contentionKey ? hotDocuments.run(options.contentionKey, run) : run());
    } catch (err) {
      if (isContention(err)) throw unavailable('Too many orders are being placed at this moment; please try again');
      throw err;
    }
  },
};
