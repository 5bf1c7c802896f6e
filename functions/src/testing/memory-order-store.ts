import type {
  AcceptableQuote,
  CompanyAccount,
  CompanyMembership,
  CreditNoteRecord,
  StatusDecision,
  IdempotencyRecord,
  NewOrder,
  OrderStore,
  OrderTransaction,
  StockedTool,
  StoredOrder,
} from '../domain/order-store';
import { isLowStock, type CartLine, type ContractRules, type OrderStatus } from '@toolshub/shared';
import type { OutgoingMail } from '../mail/outgoing-mail';
import type { AuditRecord } from '../domain/audit-records';
import type { StockMovementRecord } from '../repositories/stock-movements';
import { placeOrder, type PlaceOrderResult } from '../domain/place-order';

export interface MemoryOrder extends NewOrder {
  id: string;
  /** Every status the order has had, oldest first. */
  statusHistory: OrderStatus[];
  /** The decisions recorded with status moves (approvals), oldest first. */
  decisions: StatusDecision[];
  invoiceNumber: string | null;
  paymentDueAt: Date | null;
  paidAt: Date | null;
  paymentReference: string | null;
  creditNotes: CreditNoteRecord[];
  refundedCents: number;
}

/** A stored tool with the flag that Firestore's store keeps beside its stock. */
export interface MemoryTool extends StockedTool {
  lowStock: boolean;
}

/**
 * An in-memory OrderStore for unit tests of the order rules: transactions run one at a time,
 * writes are buffered and applied only when the work succeeds, and a read after a write throws,
 * as it does in Firestore.
 */
export class MemoryOrderStore implements OrderStore {
  readonly tools = new Map<string, MemoryTool>();
  readonly orders = new Map<string, MemoryOrder>();
  readonly idempotency = new Map<string, IdempotencyRecord>();
  /** Quotes by id, as their acceptance reads them. */
  readonly quotes = new Map<string, AcceptableQuote>();
  readonly carts = new Map<string, CartLine[]>();
  /** Invoices given per year. */
  readonly invoiceCounts = new Map<number, number>();
  /** Credit notes given per year. */
  readonly creditNoteCounts = new Map<number, number>();
  /** The admin registry's addresses. */
  admins: string[] = [];
  readonly companies = new Map<string, CompanyAccount>();
  /** By uid, with the member's address (for the company admins' messages). */
  readonly members = new Map<string, CompanyMembership & { email: string }>();
  /** Price lists by id, with the companies they name. */
  readonly priceLists = new Map<string, ContractRules & { companyIds: string[] }>();
  /** The name on each account's profile (uid → name); an account absent here has none. */
  readonly profileNames = new Map<string, string>();
  /** Messages written by committed transactions, oldest first. */
  readonly mail: OutgoingMail[] = [];
  /** Audit entries written by committed transactions, oldest first. */
  readonly audit: AuditRecord[] = [];
  /** Stock ledger entries written by committed transactions, oldest first (with their ids). */
  readonly stockMovements: (StockMovementRecord & { id: string })[] = [];
  /**
   * When true, each read answers on a later turn of the event loop, as a round trip to Firestore
   * does, and `readRoundTrips` counts the waves of reads: reads sent while another is in flight
   * share its wave, a read sent after the last answered starts a new one.
   */
  simulateRoundTrips = false;
  readRoundTrips = 0;
  private readsInFlight = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  addTool(tool: StockedTool) {
    this.tools.set(tool.id, { ...tool, lowStock: isLowStock(tool) });
  }

  transaction<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.runOne(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runOne<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
    const writes: (() => void)[] = [];
    const read = <V>(value: V): Promise<V> => {
      if (writes.length) throw new Error('read after write in a transaction');
      if (!this.simulateRoundTrips) return Promise.resolve(value);
      if (this.readsInFlight === 0) this.readRoundTrips += 1;
      this.readsInFlight += 1;
      return new Promise((resolve) =>
        setImmediate(() => {
          this.readsInFlight -= 1;
          resolve(value);
        }),
      );
    };
    const tx: OrderTransaction = {
      getTool: (id) => {
        const stored = this.tools.get(id);
        if (!stored) return read(null);
        const { lowStock: _lowStock, ...tool } = stored;
        return read(tool);
      },
      getOrder: (id) => {
        const order = this.orders.get(id);
        const stored: StoredOrder | null = order
          ? {
              id,
              uid: order.uid,
              userEmail: order.userEmail,
              userName: order.userName,
              status: order.status,
              payment: order.payment,
              paymentReference: order.paymentReference,
              totalBillCents: order.totalBillCents,
              totalDueCents: order.totalDueCents,
              invoiceNumber: order.invoiceNumber,
              refundedCents: order.refundedCents,
              lines: order.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
              companyId: order.company?.companyId ?? null,
            }
          : null;
        return read(stored);
      },
      getIdempotencyRecord: (id) => read(this.idempotency.get(id) ?? null),
      getQuote: (id) => {
        const quote = this.quotes.get(id);
        return read(quote ? structuredClone(quote) : null);
      },
      setQuoteAccepted: (id, { orderId }) => {
        writes.push(() => {
          const quote = this.quotes.get(id);
          if (!quote) throw new Error(`update of missing quote ${id}`);
          quote.status = 'accepted';
          quote.orderId = orderId;
        });
      },
      getProfileName: (uid) => read(this.profileNames.get(uid)?.trim() || null),
      getMembership: (uid) => {
        const member = this.members.get(uid);
        if (!member) return read(null);
        const { email: _email, ...membership } = member;
        return read(membership);
      },
      getCompany: (id) => {
        const company = this.companies.get(id);
        return read(company ? structuredClone(company) : null);
      },
      // As Firestore: a company known to be named by no list reads none.
      getPriceLists: (company) =>
        company.priceListIds?.length === 0
          ? Promise.resolve([])
          : read(
              [...this.priceLists.values()]
                .filter((list) => list.companyIds.includes(company.id))
                .map(({ id, rules }) => structuredClone({ id, rules })),
            ),
      companyAdminAddresses: (companyId) =>
        read(
          [...this.members.values()]
            .filter((m) => m.companyId === companyId && m.role === 'admin')
            .map((m) => m.email)
            .sort(),
        ),
      setCompanyCreditUsed: (companyId, creditUsedCents) => {
        writes.push(() => {
          const company = this.companies.get(companyId);
          if (!company) throw new Error(`update of missing company ${companyId}`);
          company.creditUsedCents = creditUsedCents;
        });
      },
      createOrder: (order) => {
        const id = `order-${this.nextId++}`;
        writes.push(() =>
          this.orders.set(id, {
            ...order,
            id,
            statusHistory: [order.status],
            decisions: [],
            invoiceNumber: null,
            paymentDueAt: null,
            paidAt: null,
            paymentReference: null,
            creditNotes: [],
            refundedCents: 0,
          }),
        );
        return id;
      },
      setToolStock: (toolId, { available, unitsOrdered }, cause) => {
        const id = `movement-${this.nextId++}`;
        writes.push(() => {
          const tool = this.tools.get(toolId);
          if (!tool) throw new Error(`update of missing tool ${toolId}`);
          this.stockMovements.push({
            id,
            toolId,
            delta: available - tool.available,
            reason: cause.reason,
            ...('orderId' in cause ? { orderId: cause.orderId } : { actor: cause.actor, note: cause.note }),
            availableAfter: available,
          });
          tool.available = available;
          tool.unitsOrdered = unitsOrdered;
          tool.lowStock = isLowStock(tool);
        });
        return id;
      },
      saveIdempotencyRecord: (id, record) => {
        writes.push(() => this.idempotency.set(id, { ...record }));
      },
      setOrderStatus: (orderId, status: OrderStatus, decision) => {
        writes.push(() => {
          const order = this.orderToUpdate(orderId);
          order.status = status;
          order.statusHistory.push(status);
          if (decision) order.decisions.push(decision);
        });
      },
      getInvoiceCount: (year) => read(this.invoiceCounts.get(year) ?? 0),
      setInvoiceCount: (year, count) => {
        writes.push(() => this.invoiceCounts.set(year, count));
      },
      getCreditNoteCount: (year) => read(this.creditNoteCounts.get(year) ?? 0),
      setCreditNoteCount: (year, count) => {
        writes.push(() => this.creditNoteCounts.set(year, count));
      },
      addCreditNote: (orderId, note) => {
        writes.push(() => {
          const order = this.orderToUpdate(orderId);
          order.creditNotes.push({ ...note });
          order.refundedCents += note.amountCents;
          if (note.cancelledOrder) {
            order.status = 'cancelled';
            order.statusHistory.push('cancelled');
          }
        });
      },
      shipOrder: (orderId, { invoiceNumber, paymentDueAt }) => {
        writes.push(() => {
          const order = this.orderToUpdate(orderId);
          order.status = 'shipped';
          order.statusHistory.push('shipped');
          Object.assign(order, { invoiceNumber, paymentDueAt });
        });
      },
      recordPayment: (orderId, { paymentReference, at }) => {
        writes.push(() => {
          Object.assign(this.orderToUpdate(orderId), { payment: 'paid', paymentReference, paidAt: at });
        });
      },
      emptyCart: (uid) => {
        writes.push(() => this.carts.set(uid, []));
      },
      adminAddresses: () => read([...this.admins]),
      queueMail: (mail) => {
        if (mail.to.length) writes.push(() => this.mail.push(mail));
      },
      recordAudit: (record) => {
        writes.push(() => this.audit.push(structuredClone(record)));
      },
    };
    const result = await work(tx);
    writes.forEach((apply) => apply());
    return result;
  }

  private orderToUpdate(orderId: string): MemoryOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`update of missing order ${orderId}`);
    return order;
  }
}

/** The customer who places the orders of `orderSaws`. */
export const SAW_BUYER = { uid: 'owner', email: 'owner@example.com', name: 'Owner' };

/**
 * A store with one tool, the saw (`SAW-1`, $7.45, at least 10 an order, 50 in stock, none ordered),
 * with `fields` changed.
 */
export function sawShop(fields: Partial<StockedTool> = {}): MemoryOrderStore {
  const store = new MemoryOrderStore();
  store.addTool({
    id: 'saw',
    sku: 'SAW-1',
    toolName: 'Saw',
    priceCents: 745,
    priceTiers: [],
    minOrder: 10,
    available: 50,
    unitsOrdered: 0,
    imageLink: '/saw.svg',
    ...fields,
  });
  return store;
}

/** `SAW_BUYER` orders `orderQuantity` saws (no idempotency key). */
export function orderSaws(store: OrderStore, orderQuantity: number): Promise<PlaceOrderResult> {
  return placeOrder(store, {
    buyer: SAW_BUYER,
    toolId: 'saw',
    orderQuantity,
    phoneNumber: '01712345678',
    orderAddress: '1 Mill Road',
    idempotencyKey: null,
  });
}

/** A saw shop (`sawShop(fields)`) with a pending order of 20 saws by `SAW_BUYER`. */
export async function sawShopWithOrder(fields: Partial<StockedTool> = {}) {
  const store = sawShop(fields);
  const { orderId } = await orderSaws(store, 20);
  return { store, orderId };
}
