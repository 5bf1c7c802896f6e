import { formatPrice, type AuditAction, type AuditEntry } from '@toolshub/shared';
import { paths } from '../../config/paths';

/** How the audit log names each action. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'user.admin-granted': 'Admin rights given',
  'user.admin-revoked': 'Admin rights taken',
  'user.deleted': 'Account deleted',
  'tool.created': 'Tool created',
  'tool.updated': 'Tool edited',
  'tool.archived': 'Tool archived',
  'tool.deleted': 'Tool deleted',
  'tool.imported': 'Tool imported',
  'tool.stock-adjusted': 'Stock adjusted',
  'order.status-changed': 'Order status changed',
  'order.payment-recorded': 'Payment recorded',
  'order.refunded': 'Order refunded',
  'company.application-approved': 'Trade account approved',
  'company.application-rejected': 'Trade account refused',
  'company.updated': 'Company edited',
  'price-list.created': 'Price list created',
  'price-list.updated': 'Price list edited',
  'price-list.deleted': 'Price list deleted',
  'quote.offered': 'Quote offered',
  'quote.declined': 'Quote declined',
};

const FIELD_LABELS: Record<string, string> = {
  toolName: 'Name',
  sku: 'SKU',
  category: 'Category',
  price: 'Price',
  priceTiers: 'Volume prices',
  minOrder: 'Minimum order',
  available: 'Stock',
  delta: 'Pieces added or taken',
  reason: 'Reason',
  note: 'Note',
  reorderPoint: 'Reorder point',
  orderMultiple: 'Pieces per case',
  toolDescription: 'Description',
  imageLink: 'Image',
  archived: 'Archived',
  status: 'Status',
  invoiceNumber: 'Invoice',
  payment: 'Payment',
  paymentReference: 'Reference',
  admin: 'Admin',
  email: 'E-mail',
  displayName: 'Name',
  paymentTermsDays: 'Payment terms (days)',
  creditLimit: 'Credit limit',
  holdReason: 'Hold reason',
  companyName: 'Company',
  name: 'Name',
  companyIds: 'Companies',
  rules: 'Rules',
};

const MAX_TEXT = 80;

/** A stored value as a person reads it: dollars as money, tiers as a list, long text cut short. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((field === 'price' || field === 'creditLimit') && typeof value === 'number') return formatPrice(value);
  if (field === 'priceTiers' && Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value
      .map((tier: { minQuantity?: unknown; price?: unknown }) =>
        typeof tier.price === 'number' ? `${String(tier.minQuantity)}+ at ${formatPrice(tier.price)}` : '?',
      )
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** One line per field the entry names: its value before → after ('—' where there was none). */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeLine[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((field) => ({
    field,
    label: FIELD_LABELS[field] ?? field,
    before: entry.before ? formatValue(field, entry.before[field]) : '—',
    after: entry.after ? formatValue(field, entry.after[field]) : '—',
  }));
}

/** Who acted: their address, or the operator (the seed, `npm run grant-admin`). */
export function actorName(actor: AuditEntry['actor']): string {
  if (actor.email) return actor.email;
  return actor.uid === 'operator' ? 'Operator (Admin SDK)' : actor.uid;
}

/** Where the target can be seen: an order's details, a tool's page while it is on sale; else nowhere. */
export function targetPath(entry: Pick<AuditEntry, 'action' | 'target'>): string | null {
  if (entry.target.kind === 'order') return paths.dashboard.order(entry.target.id);
  if (entry.target.kind === 'tool' && entry.action !== 'tool.deleted' && entry.action !== 'tool.archived') {
    return paths.order(entry.target.id);
  }
  return null;
}
