import { mixed, number, object, string, type InferType } from 'yup';
import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '../admin/stock-movements';
import { MAX_STOCK_ADJUSTMENT } from '../domain/stock';

export const MAX_STOCK_NOTE_LENGTH = 500;

const reason = string()
  .required('Reason is required')
  .oneOf(STOCK_ADJUSTMENT_REASONS, `Reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}`);

const note = string()
  .trim()
  .max(MAX_STOCK_NOTE_LENGTH, `Note is too long (${MAX_STOCK_NOTE_LENGTH} characters at most)`);

/** POST /api/tool/{id}/stock-adjustments: pieces added (+) or taken away (−), why, and a note. */
export const stockAdjustmentBodySchema = object({
  delta: number()
    .typeError('delta must be a whole number of pieces')
    .required('delta is required')
    .integer('delta must be a whole number of pieces')
    .test('non-zero', 'delta cannot be 0: give the pieces added (positive) or taken away (negative)', (v) => v !== 0)
    .min(-MAX_STOCK_ADJUSTMENT, `delta is too large (at most ${MAX_STOCK_ADJUSTMENT} pieces either way)`)
    .max(MAX_STOCK_ADJUSTMENT, `delta is too large (at most ${MAX_STOCK_ADJUSTMENT} pieces either way)`),
  reason,
  note: note.optional(),
}).noUnknown(true, 'A stock adjustment has only delta, reason and note');

export type StockAdjustmentBody = InferType<typeof stockAdjustmentBodySchema>;

export const STOCK_DIRECTIONS = ['add', 'remove'] as const;
export type StockDirection = (typeof STOCK_DIRECTIONS)[number];

/** The edit dialog's "Adjust stock" form: a direction and a number of pieces instead of a signed delta. */
export const stockAdjustmentFormSchema = object({
  direction: mixed<StockDirection>().oneOf(STOCK_DIRECTIONS).required('Add or remove?'),
  quantity: number()
    .typeError('Pieces must be a number')
    .required('Pieces are required')
    .integer('Pieces must be a whole number')
    .min(1, 'Pieces must be at least 1')
    .max(MAX_STOCK_ADJUSTMENT, `At most ${MAX_STOCK_ADJUSTMENT} pieces`),
  reason,
  note,
});

export type StockAdjustmentFormValues = InferType<typeof stockAdjustmentFormSchema>;

/** The body the form's values make. */
export function stockAdjustmentBody(values: StockAdjustmentFormValues): StockAdjustmentBody {
  const delta = values.direction === 'remove' ? -values.quantity : values.quantity;
  const text = values.note?.trim();
  return { delta, reason: values.reason as StockAdjustmentReason, ...(text ? { note: text } : {}) };
}
