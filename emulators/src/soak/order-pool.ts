/**
 * The soak's orders still open, by status. An order is taken out while a client acts on it and put
 * back after, so no two clients cancel or move the same order at once: a 409 in the soak's figures
 * is then something the shop did, not a race the soak made.
 */
import { nextStatus, type OrderStatus } from '@toolshub/shared';

export interface PooledOrder {
  id: string;
  /** The client (customer) that placed it. */
  owner: number;
  status: OrderStatus;
}

export class OrderPool {
  private readonly open: PooledOrder[] = [];

  /** Keeps an order that can still be moved on (not cancelled, not delivered). */
  add(order: PooledOrder): void {
    if (nextStatus(order.status) !== null) this.open.push(order);
  }

  /** One of `owner`'s pending orders, taken out; null when it has none. */
  takePendingOf(owner: number): PooledOrder | null {
    return this.take((o) => o.owner === owner && o.status === 'pending');
  }

  /** Any order an admin can move on, taken out (oldest first: orders travel to delivered). */
  takeForAdmin(): PooledOrder | null {
    return this.take(() => true);
  }

  get size(): number {
    return this.open.length;
  }

  private take(wanted: (o: PooledOrder) => boolean): PooledOrder | null {
    const index = this.open.findIndex(wanted);
    return index < 0 ? null : (this.open.splice(index, 1)[0] ?? null);
  }
}
