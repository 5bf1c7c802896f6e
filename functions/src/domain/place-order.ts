import {
  billsMoreThanShown,
  checkOrderQuantity,
  contractUnitPriceCents,
  firstValidQuantity,
  formatPrice,
  fromCents,
  isQuoteExpired,
  quoteExpiredMessage,
  quoteMoveRefusal,
  quantityProblemMessage,
  linesBillRise,
  taxOrder,
  unitPriceCents,
  yourPriceList,
  type ContractRules,
  type OrderLineRequest,
  type PricedTool,
  type QuantityProblem,
  type ShownBill,
  type ShownLinesBill,
} from '@toolshub/shared';
import { ApiError, badRequest, conflict, notFound, staleCopy } from '../errors';
import { approvalRequestMail, lowStockMails, orderPlacedMails } from './order-mail';
import { idempotencyRecordId, linesOrderRequestHash, orderRequestHash } from './idempotency';
import type {
  AcceptableQuote,
  CompanyAccount,
  CompanyOrderFields,
  CompanySite,
  OrderLineRecord,
  OrderStore,
  StockedTool,
} from './order-store';
import { config } from '../config';
import { companyTerms, type CompanyTerms } from './company-orders';

export interface Buyer {
  uid: string;
  email: string;
  name: string;
}

/**
 * The buyer as the caller knows them: without a name, the order reads it from their profile with
 * its first reads (the profile's name, else the e-mail address), a round trip of its own saved.
 */
export type OrderBuyer = Omit<Buyer, 'name'> & { name?: string };

interface OrderContact {
  buyer: OrderBuyer;
  phoneNumber: string;
  orderAddress: string;
  /** The client's Idempotency-Key, already checked for shape; null when none was sent. */
  idempotencyKey: string | null;
  /**
   * The site of the buyer's company to ship to (its address and phone then fill the order); only
   * members of a company may name one.
   */
  locationId?: string | null;
}

/** The product's single-tool order (docs/product.md). */
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
  /** `awaiting-approval` for a member's order above their spending limit, else `pending`. */
  status: 'pending' | 'awaiting-approval';
}

interface LineRead {
  line: OrderLineRequest;
  tool: StockedTool | null;
}

interface Sale {
  line: OrderLineRequest;
  tool: StockedTool;
}

/** A line as billed, with the price a piece the buyer is shown for the tool (see `currentBill`). */
interface BilledLine {
  record: OrderLineRecord;
  /**
   * The tool's price at its minimum order as the buyer sees it: the list price, or for a member
   * with contract prices for the tool, `yourPrice`. The shown-bill rule compares a shown `price` with it.
   */
  shownPriceCents: number;
  /** `yourPrice` in cents when the buyer has contract prices for the tool; else null. */
  yourPriceCents: number | null;
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
  confirmBill?(lines: BilledLine[]): void;
  emptiesCart: boolean;
  /** Now, in ms, for a quote's expiry (absent: the clock's). */
  now?: number;
  /**
   * The quote this order accepts: read in the transaction, its lines ordered at its unit prices,
   * and marked accepted with the order in the same commit (placeQuoteOrder).
   */
  quoteId?: string;
}

/** A buyer (or a member of the buyer's company) accepts an offered quote. */
export interface PlaceQuoteOrderRequest extends OrderContact {
  quoteId: string;
  /** The quote's lines as the route read them, for the transaction's contention keys only. */
  lines: OrderLineRequest[];
  poNumber: string | null;
  note: string | null;
  /** Now, in ms (an offer expires at its instant). */
  now?: number;
}

/**
 * Accepts a quote: one order of all its lines at the quoted unit prices (whatever the list and
 * contract prices are now), or nothing, with the stock checked then (409 per line as for a
 * multi-line order), the company's rules (spending limit, approval, credit, hold) as for any of
 * its orders; the quote becomes `accepted` with the order's id in the same transaction. A quote
 * accepted already answers with its order (`replayed`), never a second one; 409 for a quote that is
 * not offered or has expired.
 */
export function placeQuoteOrder(store: OrderStore, request: PlaceQuoteOrderRequest): Promise<PlaceOrderResult> {
  return placeInOneTransaction(store, {
    ...request,
    idempotencyKey: null,
    requestHash: '',
    refuseUnorderable: (reads) => {
      const fields = lineProblems(reads);
      const messages = Object.values(fields);
      if (messages.length > 0) {
        const count = messages.length === 1 ? 'A line' : `${messages.length} lines`;
        throw new ApiError('conflict', `${count} of this quote cannot be ordered now; nothing was ordered`, fields);
      }
      return reads.flatMap(({ line, tool }) => (tool ? [{ line, tool }] : []));
    },
    emptiesCart: false,
    quoteId: request.quoteId,
    now: request.now,
  });
}

/** The quote's lines to order, or the earlier order of a quote accepted already; throws when it cannot be accepted. */
function acceptedQuoteLines(
  quote: AcceptableQuote | null,
  quoteId: string,
  now: number,
): { lines: OrderLineRequest[]; unitCents: Map<string, number> } | { orderId: string } {
  if (!quote) throw notFound(`No quote with id ${quoteId}`);
  if (quote.status === 'accepted' && quote.orderId) return { orderId: quote.orderId };
  const refusal = quoteMoveRefusal('accept', quote.status);
  if (refusal) throw conflict(refusal);
  if (quote.expiresAtMs !== null && isQuoteExpired(quote.expiresAtMs, now))
    throw conflict(quoteExpiredMessage(quote.expiresAtMs));
  const unitCents = new Map<string, number>();
  for (const line of quote.lines) {
    if (line.unitPriceCents === null) throw conflict('This quote has no offer yet');
    unitCents.set(line.toolId, line.unitPriceCents);
  }
  return { lines: quote.lines.map(({ toolId, quantity }) => ({ toolId, quantity })), unitCents };
}

/**
 * Places the product's single-tool order (docs/product.md): a one-line order whose refusals name the form's fields
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
        const message = `The price of ${line.record.toolName} is now ${formatPrice(current.unitPrice)} a piece: ${formatPrice(current.totalBill)} for ${orderQuantity}. Confirm the new total to order.`;
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
      const totalBillCents = lines.reduce((sum, line) => sum + line.record.lineTotalCents, 0);
      const rise = linesBillRise(shown, { totalBillCents, lines: lines.map(currentBill) });
      if (!rise) return;
      const totalBill = fromCents(totalBillCents);
      const fields: Record<string, string> = {};
      for (const index of rise.lines) {
        const line = lines[index]!;
        fields[`order.lines[${index}].price`] =
          `The price of ${line.record.toolName} is now ${formatPrice(fromCents(line.shownPriceCents))} a piece`;
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
  return problem.kind === 'above-available' && tool.available < firstValidQuantity(tool)
    ? `${tool.toolName} is out of stock (${tool.available} pieces left, below its minimum order of ${tool.minOrder})`
    : quantityProblemMessage(problem);
}

/**
 * What the shop bills for a line now, as the shown-bill rule compares it: the price a piece the
 * buyer is shown (the list price; a member's contract price at the minimum order, `yourPrice`,
 * where their company's lists price the tool) and the line's total.
 */
function currentBill(line: BilledLine) {
  return { listPriceCents: line.shownPriceCents, totalBillCents: line.record.lineTotalCents };
}

/**
 * A line's figures as a 409 reports them: its list price, its unit price (the tier's, or the
 * contract's) and total, and a member's `yourPrice` where they have one.
 */
function currentFigures({ record, yourPriceCents }: BilledLine) {
  return {
    price: fromCents(record.listPriceCents),
    unitPrice: fromCents(record.unitPriceCents),
    ...(yourPriceCents === null ? {} : { yourPrice: fromCents(yourPriceCents) }),
    totalBill: fromCents(record.lineTotalCents),
  };
}

/**
 * The company site the order ships to: the one the body names (a 400 when the buyer's company has
 * no such site, or the buyer is in no company), or none.
 */
function shipTo(company: CompanyAccount | null, order: OrderContact): CompanySite | null {
  const { locationId } = order;
  if (!locationId) return null;
  if (!company)
    throw badRequest('Only members of a trade account can ship to one of its sites', {
      locationId: 'Not a site of your company',
    });
  const site = company.locations.find((location) => location.id === locationId);
  if (!site) {
    throw badRequest(`Your company has no site with id ${locationId}`, {
      locationId: "Pick one of your company's sites",
    });
  }
  return site;
}

/**
 * Bills a line: at the volume-tier price for its quantity, or, for a member of a company named by
 * price lists (`lists`, read in this transaction), at the contract price
 * (shared/domain/contract-price.ts: the one rule the catalogue's `yourPrice` shows too).
 */
function billLine(tool: StockedTool, quantity: number, lists: readonly ContractRules[]): BilledLine {
  const priced: PricedTool = { ...tool, category: tool.category ?? '' };
  const unit = contractUnitPriceCents(priced, quantity, lists);
  const own = yourPriceList(priced, lists);
  const yourPriceCents = own ? unitPriceCents(own, tool.minOrder) : null;
  return {
    record: {
      toolId: tool.id,
      sku: tool.sku,
      toolName: tool.toolName,
      imageLink: tool.imageLink,
      unitPriceCents: unit,
      listPriceCents: tool.priceCents,
      quantity,
      lineTotalCents: unit * quantity,
    },
    shownPriceCents: yourPriceCents ?? tool.priceCents,
    yourPriceCents,
  };
}

/**
 * The order's tax (shared/domain/tax.ts at the configured rates), computed from the billed net
 * lines (after contract or quoted prices); a tax-exempt company's members pay none and the order
 * keeps the exemption's reference. Every order is billed here, a quote's accept included.
 */
function taxBill(lines: { netCents: number; category?: string }[], company: CompanyAccount | null) {
  const exempt = company?.taxExempt === true;
  const tax = taxOrder(lines, { rate: config.taxRate, byCategory: config.taxRateByCategory }, { taxExempt: exempt });
  const lineTax = tax.lines.map((line) => ({ taxRate: line.taxRate, taxCents: line.taxCents }));
  return { ...tax, lines: lineTax, exemptReference: exempt ? (company?.taxExemptReference ?? null) : null };
}

/**
 * One transaction: reads the buyer's membership, company and the price lists naming it, every
 * line's tool, checks them all, bills each line at the stored price for its quantity (its tier's,
 * if one applies, or the company's contract price), writes the order and takes every line's quantity
 * off its tool's stock (adding it to the pieces ordered, which `sort=popular` reads), or writes
 * nothing. With an Idempotency-Key the key's record is written in the same transaction, so two
 * concurrent retries still make one order: the second one's transaction re-runs, finds the record
 * and answers with it.
 */
function placeInOneTransaction(store: OrderStore, order: Placement): Promise<PlaceOrderResult> {
  const account = order.buyer;
  const recordId = order.idempotencyKey === null ? null : idempotencyRecordId(account.uid, order.idempotencyKey);

  return store.transaction(
    async (tx) => {
      // The reads that need nothing read before them go out together (each is a round trip to
      // Firestore), the lines' tools among them unless a quote names the lines; the idempotency
      // record answers first, before any rule is checked.
      const readTools = (lines: readonly OrderLineRequest[]) =>
        Promise.all(lines.map(async (line) => ({ line, tool: await tx.getTool(line.toolId) })));
      const toolsRead = order.quoteId === undefined ? readTools(order.lines) : null;
      // Awaited below, unless a replay answers first or a rule refuses the order: then a failure of
      // its call (the same call as the reads below, which report it) must not go unhandled.
      toolsRead?.catch(() => undefined);
      const [earlier, quote, membership, admins, profileName] = await Promise.all([
        recordId === null ? null : tx.getIdempotencyRecord(recordId),
        order.quoteId === undefined ? null : tx.getQuote(order.quoteId),
        tx.getMembership(account.uid),
        tx.adminAddresses(),
        account.name === undefined ? tx.getProfileName(account.uid) : null,
      ]);
      // Without a name on their profile, the address names them (the order is private to them and the shop).
      const buyer: Buyer = { ...account, name: account.name ?? profileName ?? account.email };
      if (earlier) {
        if (earlier.uid !== buyer.uid || earlier.requestHash !== order.requestHash) {
          throw conflict('This Idempotency-Key was already used for a different order; send a new key');
        }
        return { orderId: earlier.orderId, replayed: true, status: earlier.status ?? 'pending' };
      }

      let orderLines = order.lines;
      let quotedCents: Map<string, number> | null = null;
      if (order.quoteId !== undefined) {
        const accepted = acceptedQuoteLines(quote, order.quoteId, order.now ?? Date.now());
        if ('orderId' in accepted) return { orderId: accepted.orderId, replayed: true, status: 'pending' as const };
        orderLines = accepted.lines;
        quotedCents = accepted.unitCents;
      }

      // The company (and a quote's tools) together; then the lists its company names (a quote's
      // prices are its own), none to read for most companies.
      const [company, reads] = await Promise.all([
        membership ? tx.getCompany(membership.companyId) : null,
        toolsRead ?? readTools(orderLines),
      ]);
      const site = shipTo(company, order);
      const priceLists = company && !quotedCents ? await tx.getPriceLists(company) : [];
      const sales = order.refuseUnorderable(reads);
      const billed = sales.map(({ line, tool }) => {
        const bill = billLine(tool, line.quantity, priceLists);
        const quoted = quotedCents?.get(tool.id);
        if (quoted === undefined) return bill;
        return { ...bill, record: { ...bill.record, unitPriceCents: quoted, lineTotalCents: quoted * line.quantity } };
      });
      order.confirmBill?.(billed);
      const tax = taxBill(
        billed.map((line, i) => ({ netCents: line.record.lineTotalCents, category: sales[i]?.tool.category })),
        company,
      );
      const lines = billed.map((line, i) => ({ ...line.record, ...tax.lines[i] }));
      const totalBillCents = tax.netCents;
      const terms: CompanyTerms | null =
        membership && company
          ? companyTerms(membership, company, { netCents: totalBillCents, totalDueCents: tax.totalDueCents })
          : null;
      const status = terms?.status ?? 'pending';
      const companyAdmins =
        terms?.status === 'awaiting-approval' ? await tx.companyAdminAddresses(terms.companyId) : [];

      const companyFields: CompanyOrderFields | undefined = terms
        ? {
            companyId: terms.companyId,
            placedBy: { uid: buyer.uid, name: buyer.name },
            locationId: site?.id ?? null,
            locationName: site?.name ?? null,
          }
        : undefined;
      const orderAddress = site?.address ?? order.orderAddress;
      const orderId = tx.createOrder({
        uid: buyer.uid,
        userName: buyer.name,
        userEmail: buyer.email,
        phoneNumber: site?.phone ?? order.phoneNumber,
        orderAddress,
        lines,
        totalBillCents,
        taxRate: tax.taxRate,
        taxCents: tax.taxCents,
        totalDueCents: tax.totalDueCents,
        taxExemptReference: tax.exemptReference,
        poNumber: order.poNumber,
        note: order.note,
        status,
        payment: 'unpaid',
        ...(companyFields ? { company: companyFields } : {}),
      });
      if (terms) tx.setCompanyCreditUsed(terms.companyId, terms.creditUsedAfterCents);
      for (const { line, tool } of sales) {
        tx.setToolStock(
          tool.id,
          { available: tool.available - line.quantity, unitsOrdered: tool.unitsOrdered + line.quantity },
          { reason: 'order', orderId },
        );
      }
      if (order.emptiesCart) tx.emptyCart(buyer.uid);
      if (order.quoteId !== undefined)
        tx.setQuoteAccepted(order.quoteId, { orderId, by: { uid: buyer.uid, name: buyer.name } });
      const placed = {
        id: orderId,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        orderAddress,
        poNumber: order.poNumber,
        lines,
        totalBillCents,
        taxCents: tax.taxCents,
        totalDueCents: tax.totalDueCents,
      };
      [
        ...orderPlacedMails(placed, admins),
        ...lowStockMails(
          sales.map(({ line, tool }) => ({ tool, quantity: line.quantity })),
          orderId,
          admins,
        ),
        ...(company && status === 'awaiting-approval'
          ? [approvalRequestMail(placed, { name: company.name, adminEmails: companyAdmins }, config.approvalHoldDays)]
          : []),
      ].forEach((mail) => tx.queueMail(mail));
      if (recordId !== null)
        tx.saveIdempotencyRecord(recordId, { uid: buyer.uid, orderId, requestHash: order.requestHash, status });
      return { orderId, replayed: false, status };
    },
    {
      contentionKeys: [
        ...(order.quoteId === undefined ? [] : [`quote/${order.quoteId}`]),
        ...order.lines.map((line) => `tool/${line.toolId}`),
      ],
    },
  );
}
