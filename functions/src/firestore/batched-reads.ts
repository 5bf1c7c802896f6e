import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from '../firebase';
import { recordReads } from './read-meter';
import { timeStep } from './step-timing';

interface PendingRead {
  ref: DocumentReference;
  resolve: (snap: DocumentSnapshot<unknown>) => void;
  reject: (err: unknown) => void;
}

/**
 * Document reads (outside a transaction's locks) asked for in the same turn of the event loop go
 * to Firestore together, in one BatchGetDocuments call (`getAll`), instead of a round trip each:
 * code that asks for a few documents at once with Promise.all pays for one call. Each snapshot
 * keeps its reference's converter; a document asked for twice is read (and billed) once.
 */
export class BatchedReads {
  private pending: PendingRead[] = [];

  read<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> {
    return new Promise<DocumentSnapshot<T>>((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => this.flush());
      this.pending.push({
        ref: ref as DocumentReference,
        resolve: resolve as (snap: DocumentSnapshot<unknown>) => void,
        reject,
      });
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    void timeStep('read-documents', () => firestore().getAll(...batch.map((read) => read.ref))).then(
      (snaps) => {
        recordReads(new Set(batch.map((read) => read.ref.path)).size);
        batch.forEach((read, i) => read.resolve(snaps[i]!));
      },
      (err: unknown) => batch.forEach((read) => read.reject(err)),
    );
  }
}
