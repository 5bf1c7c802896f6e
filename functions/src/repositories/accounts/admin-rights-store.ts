import type { AdminRightsStore } from '../../domain/admin-rights';
import { accountsTransaction, deleteAuthAccount, findAccountByEmail, revokeSessions, setAdminClaim } from './accounts';
import { pendingOrderIdsOf } from '../orders/orders';
import { firestoreOrderStore } from '../orders/store';

/** The admin-rights rules (domain/admin-rights.ts) over Firebase Auth and Firestore. */
export const firestoreAdminRightsStore: AdminRightsStore = {
  findAccountByEmail,
  accountsTransaction,
  setAdminClaim,
  revokeSessions,
  deleteAuthAccount,
  pendingOrderIdsOf,
  orders: firestoreOrderStore,
};
