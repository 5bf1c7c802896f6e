/** Tools that scripts add for their own traffic, stored as the API stores a new tool. */
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { scriptAdminApp } from './admin-sdk';
import { OPERATOR } from '../../functions/src/domain/audit-records';
import { initialStock, STOCK_MOVEMENTS, stockMovementDoc } from '../../functions/src/repositories/stock-movements';
import { newToolDoc } from '../../functions/src/repositories/tools/document';

export interface StockedToolsRequest {
  /** Ids are `<idPrefix><i>`; SKUs the same in capitals. */
  idPrefix: string;
  count: number;
  available: number;
  toolName: string;
}

/** `count` tools of 1 piece minimum at $1, older than every demo tool (the home page keeps its six). */
export async function addStockedTools(request: StockedToolsRequest): Promise<string[]> {
  const db = getFirestore(scriptAdminApp());
  const writer = db.bulkWriter();
  const ids = Array.from({ length: request.count }, (_, i) => `${request.idPrefix}${i}`);
  ids.forEach((id, i) => {
    void writer.set(db.doc(`tools/${id}`), {
      ...newToolDoc({
        toolName: `${request.toolName} ${i}`,
        priceCents: 100,
        priceTiers: [],
        minOrder: 1,
        available: request.available,
        toolDescription: 'Stock for a script that sends orders',
        imageLink: '/images/tools/claw-hammer.svg',
        sku: id.toUpperCase(),
        category: 'hammers-mallets',
      }),
      createdAt: Timestamp.fromMillis(1_000 + i),
    });
    void writer.set(db.doc(`skus/${id.toUpperCase()}`), { toolId: id });
    void writer.create(db.collection(STOCK_MOVEMENTS).doc(), initialStockDoc(id, request.available));
  });
  await writer.close();
  return ids;
}

/** A script's tool's first stock ledger entry (`initial`, by the operator), as the API writes one. */
export function initialStockDoc(toolId: string, available: number) {
  return stockMovementDoc(initialStock(toolId, available, OPERATOR));
}
