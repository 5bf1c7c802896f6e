import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import type { Cart, CartLine } from '@toolshub/shared';
import { firestore } from '../firebase';
import { fields, isoOrNull } from './fields';
import { readDoc } from './read-meter';

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

/** The account's cart; one never saved is empty. */
export async function findCart(uid: string): Promise<Cart> {
  const cart = (await readDoc(cartsCollection().doc(uid).withConverter(cartConverter))).data();
  return { lines: cart?.lines ?? [], updatedAt: isoOrNull(cart?.updatedAt ?? null) };
}

export async function saveCart(uid: string, lines: CartLine[]): Promise<Cart> {
  const ref = cartsCollection().doc(uid);
  await ref.set({
    lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return findCart(uid);
}
