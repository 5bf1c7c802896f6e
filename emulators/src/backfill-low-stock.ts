/**
 * Saved local data from before tools had a stored `lowStock` flag: the API computes low stock on
 * read for admins (toAdminTool), but GET /api/inventory?lowStock=true and the dashboard query the
 * stored flag. On a start from saved data this sets the flag wherever it is missing or wrong.
 * Emulators only; the catalogue is small enough to read whole.
 */
import { isLowStock } from '@toolshub/shared';
import { firestore } from '../../functions/src/firebase';
import { storedReorderPoint } from '../../functions/src/repositories/tools/tools';
import { requireEmulators } from './admin-sdk';

/** How many tools it changed. */
export async function backfillLowStock(): Promise<number> {
  requireEmulators();
  const db = firestore();
  const snap = await db.collection('tools').select('available', 'minOrder', 'reorderPoint', 'lowStock').get();
  const stale = snap.docs.flatMap((doc) => {
    const available = doc.get('available');
    const minOrder = doc.get('minOrder');
    if (typeof available !== 'number' || typeof minOrder !== 'number') return [];
    const lowStock = isLowStock({ available, minOrder, reorderPoint: storedReorderPoint(doc.get('reorderPoint')) });
    return doc.get('lowStock') === lowStock ? [] : [{ ref: doc.ref, lowStock }];
  });
  for (let i = 0; i < stale.length; i += 400) {
    const batch = db.batch();
    for (const { ref, lowStock } of stale.slice(i, i + 400)) batch.update(ref, { lowStock });
    await batch.commit();
  }
  return stale.length;
}
