import type { FirestoreDataConverter } from 'firebase-admin/firestore';
import { CATEGORY_ID_PATTERN, type Category } from '@toolshub/shared';
import { firestore } from '../firebase';
import { fields } from '../firestore/fields';
import { countQuery, readDoc, readQuery } from '../firestore/read-meter';
import { buildToolQuery } from './tools/query';
import { categoryCountSpec } from './tools/list-shape';

/** Stored shape of `categories/{id}` (a slug): written by the seed, read by everyone. */
export interface CategoryRecord {
  id: string;
  name: string;
}

const categoryConverter: FirestoreDataConverter<CategoryRecord> = {
  toFirestore: ({ id: _id, ...doc }: CategoryRecord) => doc,
  fromFirestore: (snap) => ({ id: snap.id, name: fields(snap.data()).string('name', snap.id) }),
};

/** A shop has a handful of categories; more than this is not a list to send whole. */
const MAX_CATEGORIES = 100;

const categories = () => firestore().collection('categories').withConverter(categoryConverter);

/** Raw reference, for reads inside other transactions. */
export const categoryRef = (id: string) => firestore().collection('categories').doc(id);

export async function categoryExists(id: string): Promise<boolean> {
  if (!CATEGORY_ID_PATTERN.test(id)) return false;
  return (await readDoc(categories().doc(id))).exists;
}

/**
 * Every category by name, with how many tools of the catalogue it holds: one count() per
 * category (a read per 1,000 tools counted), so the figure is never a stale counter.
 */
export async function listCategories(): Promise<Category[]> {
  const snap = await readQuery(categories().limit(MAX_CATEGORIES));
  const found = snap.docs.map((doc) => doc.data());
  const counts = await Promise.all(
    found.map((category) =>
      countQuery(buildToolQuery(firestore().collection('tools'), categoryCountSpec(category.id))),
    ),
  );
  return found
    .map((category, i) => ({ id: category.id, name: category.name, toolCount: counts[i] ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
