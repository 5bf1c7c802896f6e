import { FieldValue, Timestamp, type DocumentSnapshot, type FirestoreDataConverter } from 'firebase-admin/firestore';
import type { Cart, CartLine } from '@toolshub/shared';
import { firestore } from '../firebase';
import { fields, isoOrNull } from '../firestore/fields';
import { readDoc, recordWrites } from '../firestore/read-meter';

/** `carts/{uid}`: the account's cart, replaced whole by each save and emptied by a checkout. */
interface CartRecord {
  lines: CartLine[];
  updatedAt: Timestamp | null;
}

const cartConverter: FirestoreDataConverter<CartRecord> = {
  toFirestore: (cart: CartRecord) => cart,
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    return {
      lines: f.records('lines').map((line) => {
        const l = fields(line);
        return { toolId: l.string('toolId'), quantity: l.number('quantity') };
      }),
      updatedAt: f.timestamp('updatedAt'),
    };
  },
};

export const cartsCollection = () => firestore().collection('carts');

/** The version of a cart never saved (its ETag is `"0.0"`). */
export const UNSAVED_CART_VERSION = '0.0';

/** A cart as the API answers it, with its version (the ETag a write may send back in If-Match). */
export interface VersionedCart {
  cart: Cart;
  /** `seconds.nanoseconds` of the document's last write, as a tool's version. */
  version: string;
}

const versionOf = (time: Timestamp) => `${time.seconds}.${time.nanoseconds}`;

function versionedCart(snap: DocumentSnapshot<CartRecord>): VersionedCart {
  const cart = snap.data();
  return {
    cart: { lines: cart?.lines ?? [], updatedAt: isoOrNull(cart?.updatedAt ?? null) },
    version: snap.updateTime ? versionOf(snap.updateTime) : UNSAVED_CART_VERSION,
  };
}

/** The account's cart; one never saved is empty. */
export async function findCart(uid: string): Promise<VersionedCart> {
  return versionedCart(await readDoc(cartsCollection().doc(uid).withConverter(cartConverter)));
}

export type SaveCartResult = { outcome: 'saved'; saved: VersionedCart } | { outcome: 'stale'; current: VersionedCart };

/** gRPC codes of a write whose precondition failed: the cart exists already / changed / is gone. */
const STALE_WRITE_CODES = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */]);

/**
 * Replaces the account's cart. With `expectedVersion` (the client's If-Match) the write carries
 * Firestore's precondition on that version (the document's update time, or its absence for
 * UNSAVED_CART_VERSION), so a save from a tab that has not seen another tab's save, or the
 * checkout's emptying, is refused ('stale') and changes nothing.
 */
export async function saveCart(
  uid: string,
  lines: readonly CartLine[],
  expectedVersion: string | null = null,
): Promise<SaveCartResult> {
  const ref = cartsCollection().doc(uid);
  const expectedTime = expectedVersion === null ? null : timestampOf(expectedVersion);
  // A version no write can have had (past year 9999, or finer than microseconds) matches no cart.
  if (expectedTime === undefined) return { outcome: 'stale', current: await findCart(uid) };
  const record = {
    lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
    updatedAt: FieldValue.serverTimestamp(),
  };
  try {
    if (expectedTime === null) await ref.set(record);
    else if (expectedVersion === UNSAVED_CART_VERSION) await ref.create(record);
    else await ref.update(record, { lastUpdateTime: expectedTime });
    recordWrites(1);
    return { outcome: 'saved', saved: await findCart(uid) };
  } catch (err) {
    if (!STALE_WRITE_CODES.has((err as { code?: unknown }).code as number)) throw err;
    return { outcome: 'stale', current: await findCart(uid) };
  }
}

/** The update time a version names (undefined: none Firestore can hold, which has microseconds at most). */
function timestampOf(version: string): Timestamp | undefined {
  const [seconds = 0, nanoseconds = 0] = version.split('.').map(Number);
  if (nanoseconds % 1000 !== 0) return undefined;
  try {
    return new Timestamp(seconds, nanoseconds);
  } catch {
    return undefined;
  }
}
