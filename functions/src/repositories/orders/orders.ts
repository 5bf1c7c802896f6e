import type { Query } from 'firebase-admin/firestore';
import type { Order } from '@toolshub/shared';
import { firestore } from '../../firebase';
import { isPlausibleId } from '../../firestore/document-id';
import { newestFirstPage, type Page, type PageRequest } from '../../firestore/paged-query';
import { readDoc, readQuery } from '../../firestore/read-meter';
import { orderConverter, toOrder, type OrderRecord } from './document';
import { filterOrders, orderQueries } from './queries';

export const ordersCollection = () => firestore().collection('orders');
export const orders = () => ordersCollection().withConverter(orderConverter);

async function orderPage(query: Query<OrderRecord>, page: PageRequest): Promise<Page<Order>> {
  return newestFirstPage(query, page, toOrder);
}

/**
 * One account's orders, newest first. By uid, never by address: a new account that signs up with
 * a deleted account's address must not see that account's orders.
 */
export function listOrdersOfAccount(uid: string, page: PageRequest): Promise<Page<Order>> {
  return orderPage(filterOrders(orders(), orderQueries.ofAccount(uid)), page);
}

/** The ids of an account's orders that still hold stock (pending ones). */
export async function pendingOrderIdsOf(uid: string): Promise<string[]> {
  const snap = await readQuery(filterOrders(ordersCollection(), orderQueries.pendingOfAccount(uid)).select());
  return snap.docs.map((d) => d.id);
}

/** One order as the API shows it, with its owner's uid; null when there is none with that id. */
export async function findOrder(id: string): Promise<{ uid: string; order: Order } | null> {
  if (!isPlausibleId(id)) return null;
  const data = (await readDoc(orders().doc(id))).data();
  return data ? { uid: data.uid, order: toOrder(data) } : null;
}
