import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { isLowStock, type ContractRules, type OrderStatus } from '@toolshub/shared';
import type { AuditRecord } from '../../domain/audit-records';
import type {
  AcceptableQuote,
  CompanyAccount,
  CompanyMembership,
  CreditNoteRecord,
  IdempotencyRecord,
  NewOrder,
  OrderTransaction,
  Payment,
  Shipment,
  StockedTool,
  StatusDecision,
  StockMovementCause,
  StoredOrder,
  ToolStock,
} from '../../domain/order-store';
import { config } from '../../config';
import type { OutgoingMail } from '../../mail/outgoing-mail';
import { isPlausibleId } from '../../firestore/document-id';
import { fields } from '../../firestore/fields';
import { BatchedReads } from '../../firestore/batched-reads';
import {
  readAllInTransaction,
  readDoc,
  readDocInTransaction,
  readQueryInTransaction,
} from '../../firestore/read-meter';
import { timeStep } from '../../firestore/step-timing';
import { adminAddresses } from '../accounts/accounts';
import { profiles } from '../accounts/users';
import { recordAudit } from '../audit/audit';
import { cartsCollection } from '../carts';
import { creditNoteCounter, invoiceCounter } from '../counters';
import { idempotencyCollection, idempotencyConverter, type IdempotencyEntry } from '../idempotency';
import { mailCollection, newMailDocument } from '../mail/mail';
import { contractRulesOf, priceLists, priceListsNaming } from '../price-lists/document';
import { quotesCollection, toStoredQuote } from '../quotes/document';
import { recordStockMovement } from '../stock-movements';
import { isInStock } from '../tools/document';
import { toolConverter, toolsCollection } from '../tools/tools';
import {
  companiesCollection,
  companyAdminEmails,
  companyMembersCollection,
  companyOf,
  membershipOf,
} from './companies';
import { newOrderDocument } from './document';
import { orders, ordersCollection } from './orders';

/**
 * The order rules' reads and writes in one Firestore transaction, with one difference for tools:
 * a tool is read outside the transaction's locks and its stock written with a precondition on the
 * update time of that read, so the commit fails if anyone changed the tool in between (the whole
 * attempt then runs again). With locking reads, two orders for one tool each hold a read lock and
 * wait for the other's to go before they can write: the emulator breaks that tie only after a 2 s
 * lock timeout (measured: 10 concurrent orders on one tool through the emulators mostly ended in
 * 503s), and every busy tool becomes such a tie. Checked writes never wait: a loser learns at
 * once and retries.
 */
export class FirestoreOrderTransaction implements OrderTransaction {
  /** Each tool read, with its update time, which its write must still match. */
  private readonly toolsRead = new Map<
    string,
    { lastUpdateTime: Timestamp; available: number; minOrder: number; reorderPoint: number | null }
  >();
  /** Each counter read (by path), as tools are: its update time, or null when it did not exist. */
  private readonly countersRead = new Map<string, Timestamp | null>();
  /** Each company read, as tools are: its write must still match the update time of that read. */
  private readonly companiesRead = new Map<string, Timestamp>();
  /** Each quote read, as tools are: its acceptance must still match the update time of that read. */
  private readonly quotesRead = new Map<string, Timestamp>();
  /** Each idempotency record read, as tools are: its update time, or null when there was none. */
  private readonly idempotencyRead = new Map<string, Timestamp | null>();
  /** The reads outside the locks that the rules ask for together go out in one call. */
  private readonly batched = new BatchedReads();

  constructor(private readonly tx: Transaction) {}

  async getTool(id: string): Promise<StockedTool | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await this.batched.read(toolsCollection().doc(id).withConverter(toolConverter));
    const data = snap.data();
    if (!data || !snap.updateTime) return null;
    this.toolsRead.set(snap.id, {
      lastUpdateTime: snap.updateTime,
      available: data.available,
      minOrder: data.minOrder,
      reorderPoint: data.reorderPoint ?? null,
    });
    return {
      id: snap.id,
      sku: data.sku,
      toolName: data.toolName,
      priceCents: data.priceCents,
      priceTiers: data.priceTiers,
      minOrder: data.minOrder,
      available: data.available,
      unitsOrdered: data.unitsOrdered,
      imageLink: data.imageLink,
      archived: data.archived,
      category: data.category,
      ...(typeof data.reorderPoint === 'number' ? { reorderPoint: data.reorderPoint } : {}),
      ...(data.orderMultiple !== undefined && data.orderMultiple > 1 ? { orderMultiple: data.orderMultiple } : {}),
    };
  }

  /**
   * Read outside the locks, as tools are, and accepted with a precondition on this read's update
   * time: of two accepts at once, the second commit fails and its attempt runs again, reading the
   * quote the first one accepted (and answers with its order).
   */
  async getQuote(id: string): Promise<AcceptableQuote | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await this.batched.read(quotesCollection().doc(id));
    const data = snap.data();
    if (!data || !snap.updateTime) return null;
    this.quotesRead.set(id, snap.updateTime);
    const quote = toStoredQuote(snap.id, data);
    return {
      id: quote.id,
      number: quote.number,
      status: quote.status,
      uid: quote.uid,
      companyId: quote.companyId,
      expiresAtMs: quote.expiresAt?.toMillis() ?? null,
      orderId: quote.orderId,
      lines: quote.lines.map(({ toolId, quantity, unitPriceCents }) => ({ toolId, quantity, unitPriceCents })),
    };
  }

  setQuoteAccepted(id: string, { orderId, by }: { orderId: string; by: { uid: string; name: string } }): void {
    const lastUpdateTime = this.quotesRead.get(id);
    if (!lastUpdateTime) throw new Error(`setQuoteAccepted(${id}) without reading the quote first`);
    this.tx.update(
      quotesCollection().doc(id),
      {
        status: 'accepted',
        orderId,
        acceptedBy: by,
        acceptedAt: Timestamp.now(),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime },
    );
  }

  async getOrder(id: string): Promise<StoredOrder | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await readDocInTransaction(this.tx, orders().doc(id));
    const data = snap.data();
    if (!data) return null;
    return {
      id: snap.id,
      uid: data.uid,
      userEmail: data.userEmail,
      userName: data.userName,
      status: data.status,
      payment: data.payment,
      paymentReference: data.paymentReference,
      totalBillCents: data.totalBillCents,
      totalDueCents: data.totalDueCents,
      invoiceNumber: data.invoiceNumber,
      refundedCents: data.refundedCents,
      lines: data.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
      companyId: data.company?.companyId ?? null,
    };
  }

  /** Read outside the locks: the company's write, which every member's order makes, is the check. */
  async getProfileName(uid: string): Promise<string | null> {
    if (!isPlausibleId(uid)) return null;
    const profile = (await this.batched.read(profiles().doc(uid))).data();
    return profile?.displayName.trim() || null;
  }

  async getMembership(uid: string): Promise<CompanyMembership | null> {
    if (!isPlausibleId(uid)) return null;
    return membershipOf(await this.batched.read(companyMembersCollection().doc(uid)));
  }

  /**
   * Read outside the transaction's locks, as tools are, and written with a precondition on this
   * read's update time: two members' orders at once cannot both spend the same credit (the
   * second commit fails and its attempt runs again, reading the balance the first one left).
   */
  async getCompany(id: string): Promise<CompanyAccount | null> {
    if (!isPlausibleId(id)) return null;
    const snap = await this.batched.read(companiesCollection().doc(id));
    const company = companyOf(snap);
    if (!company || !snap.updateTime) return null;
    this.companiesRead.set(id, snap.updateTime);
    return company;
  }

  /**
   * A query inside the transaction (unlike tools and companies, which it writes with checked
   * writes): orders only read the lists, so their read locks never wait on each other, and a
   * shop admin's replacement of a list (itself a transaction) commits only once the orders that
   * read it have: an order is billed from one version of the lists, never half of a change.
   */
  async getPriceLists(company: CompanyAccount): Promise<ContractRules[]> {
    const ids = company.priceListIds?.filter(isPlausibleId);
    if (ids?.length === 0) return [];
    if (ids === undefined) {
      // A company written before its lists' ids were kept on it: the query finds them.
      const snap = await timeStep('read-price-lists', () =>
        readQueryInTransaction(this.tx, priceListsNaming(company.id)),
      );
      return snap.docs.map((doc) => contractRulesOf(doc.data()));
    }
    const snaps = await timeStep('read-price-lists', () =>
      readAllInTransaction(
        this.tx,
        ids.map((id) => priceLists().doc(id)),
      ),
    );
    return snaps.flatMap((snap) => {
      const list = snap.data();
      return list ? [contractRulesOf(list)] : [];
    });
  }

  async companyAdminAddresses(companyId: string): Promise<string[]> {
    return timeStep('read-company-admins', () => companyAdminEmails(companyId));
  }

  setCompanyCreditUsed(companyId: string, creditUsedCents: number): void {
    const lastUpdateTime = this.companiesRead.get(companyId);
    if (!lastUpdateTime) throw new Error(`setCompanyCreditUsed(${companyId}) without reading the company first`);
    this.tx.update(
      companiesCollection().doc(companyId),
      { creditUsedCents, updatedAt: FieldValue.serverTimestamp() },
      { lastUpdateTime },
    );
  }

  /**
   * Read outside the locks, as tools are, and saved with a precondition on this read: of two
   * requests with one key at once, the second commit fails (the record exists, or changed) and its
   * attempt runs again, finding the first one's record.
   */
  async getIdempotencyRecord(id: string): Promise<IdempotencyRecord | null> {
    const snap = await this.batched.read(idempotencyCollection().doc(id).withConverter(idempotencyConverter));
    this.idempotencyRead.set(id, snap.exists ? (snap.updateTime ?? null) : null);
    const entry = snap.data();
    if (!entry) return null;
    const { expiresAt, ...record } = entry;
    // TTL deletion lags behind expiresAt; an expired key is forgotten whether or not it is gone yet.
    if (!expiresAt || expiresAt.toMillis() <= Date.now()) return null;
    return record;
  }

  createOrder(order: NewOrder): string {
    const ref = ordersCollection().doc();
    this.tx.create(ref, { ...newOrderDocument(order, Timestamp.now()), createdAt: FieldValue.serverTimestamp() });
    return ref.id;
  }

  /**
   * The tool's own document, no other: popularity adds no hot document to the order path. The
   * flags derived from the stock go with it (the reorder point and minimum order are the ones read:
   * the update time precondition guarantees they did not change since), and so does the ledger's
   * entry: the change from the stock read, which the same precondition makes the true change.
   */
  setToolStock(toolId: string, { available, unitsOrdered }: ToolStock, cause: StockMovementCause): string {
    const read = this.toolsRead.get(toolId);
    if (!read) throw new Error(`setToolStock(${toolId}) without reading the tool first`);
    const inStock = isInStock({ available, minOrder: read.minOrder });
    const lowStock = isLowStock({ available, minOrder: read.minOrder, reorderPoint: read.reorderPoint });
    this.tx.update(
      toolsCollection().doc(toolId),
      { available, unitsOrdered, inStock, lowStock },
      { lastUpdateTime: read.lastUpdateTime },
    );
    return recordStockMovement(this.tx, {
      toolId,
      delta: available - read.available,
      reason: cause.reason,
      ...('orderId' in cause ? { orderId: cause.orderId } : { actor: cause.actor, note: cause.note }),
      availableAfter: available,
    });
  }

  saveIdempotencyRecord(id: string, record: IdempotencyRecord): void {
    if (!this.idempotencyRead.has(id)) throw new Error(`saveIdempotencyRecord(${id}) without reading it first`);
    const entry: IdempotencyEntry = {
      ...record,
      expiresAt: Timestamp.fromMillis(Date.now() + config.idempotencyKeyLifetimeMs),
    };
    const ref = idempotencyCollection().doc(id);
    const data = { ...entry, createdAt: FieldValue.serverTimestamp() };
    const lastUpdateTime = this.idempotencyRead.get(id);
    // An expired record not yet deleted is replaced, if it is still the one read.
    if (lastUpdateTime) this.tx.update(ref, data, { lastUpdateTime });
    else this.tx.create(ref, data);
  }

  setOrderStatus(orderId: string, status: OrderStatus, decision?: StatusDecision): void {
    const now = FieldValue.serverTimestamp();
    this.tx.update(ordersCollection().doc(orderId), {
      status,
      updatedAt: now,
      ...(status === 'cancelled' ? { cancelledAt: now } : {}),
      statusHistory: FieldValue.arrayUnion({
        status,
        at: Timestamp.now(),
        ...(decision ? { decision: decision.decision, decidedBy: decision.by, note: decision.note } : {}),
      }),
    });
  }

  getInvoiceCount(year: number): Promise<number> {
    return this.readCount(invoiceCounter(year));
  }

  setInvoiceCount(year: number, count: number): void {
    this.writeCount(invoiceCounter(year), count);
  }

  getCreditNoteCount(year: number): Promise<number> {
    return this.readCount(creditNoteCounter(year));
  }

  setCreditNoteCount(year: number, count: number): void {
    this.writeCount(creditNoteCounter(year), count);
  }

  /** A gapless sequence's count (0 before its first number), remembering the read for writeCount. */
  private async readCount(counter: DocumentReference): Promise<number> {
    const snap = await readDoc(counter);
    this.countersRead.set(counter.path, snap.exists ? (snap.updateTime ?? null) : null);
    return snap.exists ? fields(snap.data() ?? {}).number('count') : 0;
  }

  /** Fails the commit (to run again) if another transaction took a number since the read. */
  private writeCount(counter: DocumentReference, count: number): void {
    if (!this.countersRead.has(counter.path))
      throw new Error(`${counter.path} written without reading its count first`);
    const lastUpdateTime = this.countersRead.get(counter.path);
    const data = { count, updatedAt: FieldValue.serverTimestamp() };
    if (lastUpdateTime) this.tx.update(counter, data, { lastUpdateTime });
    else this.tx.create(counter, data);
  }

  addCreditNote(orderId: string, { number, amountCents, reason, at, cancelledOrder }: CreditNoteRecord): void {
    const recordedAt = Timestamp.fromDate(at);
    const now = FieldValue.serverTimestamp();
    this.tx.update(ordersCollection().doc(orderId), {
      creditNotes: FieldValue.arrayUnion({ number, amountCents, reason, at: recordedAt, cancelledOrder }),
      refundedCents: FieldValue.increment(amountCents),
      updatedAt: now,
      ...(cancelledOrder
        ? {
            status: 'cancelled',
            cancelledAt: now,
            statusHistory: FieldValue.arrayUnion({ status: 'cancelled', at: recordedAt }),
          }
        : {}),
    });
  }

  shipOrder(orderId: string, { at, invoiceNumber, paymentDueAt }: Shipment): void {
    const shippedAt = Timestamp.fromDate(at);
    this.tx.update(ordersCollection().doc(orderId), {
      status: 'shipped',
      updatedAt: FieldValue.serverTimestamp(),
      shippedAt,
      invoiceNumber,
      paymentDueAt: Timestamp.fromDate(paymentDueAt),
      statusHistory: FieldValue.arrayUnion({ status: 'shipped', at: shippedAt }),
    });
  }

  recordPayment(orderId: string, { paymentReference, at }: Payment): void {
    const paidAt = Timestamp.fromDate(at);
    this.tx.update(ordersCollection().doc(orderId), {
      payment: 'paid',
      paidAt,
      paymentReference,
      updatedAt: FieldValue.serverTimestamp(),
      statusHistory: FieldValue.arrayUnion({ payment: 'paid', paymentReference, at: paidAt }),
    });
  }

  emptyCart(uid: string): void {
    this.tx.set(cartsCollection().doc(uid), { lines: [], updatedAt: FieldValue.serverTimestamp() });
  }

  /** Read outside the transaction's locks: who is an admin at this moment is all a message needs. */
  async adminAddresses(): Promise<string[]> {
    // The summary document goes in the same batched read as the attempt's first documents.
    return adminAddresses((ref) => this.batched.read(ref));
  }

  queueMail(mail: OutgoingMail): void {
    if (mail.to.length === 0) return;
    this.tx.create(mailCollection().doc(), newMailDocument(mail));
  }

  recordAudit(record: AuditRecord): void {
    recordAudit(this.tx, record);
  }
}
