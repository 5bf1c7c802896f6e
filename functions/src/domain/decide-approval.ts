import { awaitsApproval, statusAfterDecision, type ApprovalDecision, type Caller } from '@toolshub/shared';
import { conflict, forbidden, notFound } from '../errors';
import { cancelWithRestock } from './cancel-order';
import { isCompanyAdminOf } from './company-orders';
import { orderStatusMail } from './order-mail';
import type { OrderStore } from './order-store';

export interface ApprovalRequest {
  orderId: string;
  caller: Caller;
  decider: { uid: string; name: string };
  decision: ApprovalDecision;
  note: string | null;
}

/**
 * A company admin decides on an order of their company awaiting approval, in one transaction:
 * `approve` moves it to pending (the shop then handles it as any order), `reject` cancels it as a
 * cancel does (stock back, the company's credit freed). Its history records who decided, how and
 * their note; the buyer is told. The buyer who placed it may never decide on it, even as a company
 * admin (403); another member of the company gets 403; anyone outside the company the unknown
 * id's 404, so ids do not leak. Returns the status the order moved to.
 */
export function decideApproval(store: OrderStore, request: ApprovalRequest) {
  const { orderId, caller, decider, decision, note } = request;
  return store.transaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    const membership = await tx.getMembership(decider.uid);
    if (!order || !order.companyId || membership?.companyId !== order.companyId) {
      throw notFound(`No order with id ${orderId}`);
    }
    if (order.uid === decider.uid) throw forbidden('You placed this order: another company admin must decide on it');
    if (!isCompanyAdminOf(caller, membership, order, 'orders:approve'))
      throw forbidden('Only a company admin of your company can do this');
    if (!awaitsApproval(order.status)) throw conflict(`This order is ${order.status}: it no longer awaits approval`);
    const recorded = { by: decider, decision, note };
    if (decision === 'reject') {
      await cancelWithRestock(tx, order, 'rejected', recorded);
    } else {
      tx.setOrderStatus(order.id, statusAfterDecision(decision), recorded);
      tx.queueMail(orderStatusMail(order, 'approved'));
    }
    return statusAfterDecision(decision);
  });
}
