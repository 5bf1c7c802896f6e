import type { Request } from 'express';
import { AUDIT_ACTIONS, MAX_EMAIL_LENGTH, type AuditAction } from '@toolshub/shared';
import { badRequest } from '../errors';
import type { AuditListRequest } from '../repositories/audit/audit';
import { AUDIT_CURSOR_KEYS, AUDIT_CURSOR_TAG } from '../repositories/audit/queries';
import { decodeSortCursor } from '../firestore/cursor';
import { isPlausibleId } from '../firestore/document-id';
import { badCursor, parseLimit, single } from './paging';

/** What GET /api/audit takes; anything else is a 400. */
export const AUDIT_LIST_PARAMS = ['limit', 'after', 'action', 'targetId', 'actor'] as const;

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * GET /api/audit's parameters, each at most once; an empty filter (a form's "any") filters nothing.
 * `actor` is compared lower-cased, as the API stores callers' addresses.
 */
export function parseAuditListQuery(req: Pick<Request, 'query'>): AuditListRequest {
  const unknown = Object.keys(req.query).filter((name) => !(AUDIT_LIST_PARAMS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown parameter ${unknown.join(', ')}; GET /api/audit takes ${AUDIT_LIST_PARAMS.join(', ')}`,
      Object.fromEntries(unknown.map((name) => [name, `Unknown parameter ${name}`])),
    );
  }
  const limit = parseLimit(req);

  const action = single(req.query.action, 'action') || null;
  if (action !== null && !isAction(action)) throw refuse('action', `action must be one of ${AUDIT_ACTIONS.join(', ')}`);

  const targetId = single(req.query.targetId, 'targetId')?.trim() || null;
  if (targetId !== null && !isPlausibleId(targetId)) throw refuse('targetId', `Not an id: ${targetId.slice(0, 50)}`);

  const actor = single(req.query.actor, 'actor')?.trim().toLowerCase() || null;
  if (actor !== null && (actor.length > MAX_EMAIL_LENGTH || !actor.includes('@'))) {
    throw refuse('actor', 'actor must be an e-mail address');
  }

  const rawAfter = single(req.query.after, 'after');
  let after = null;
  if (rawAfter !== undefined) {
    after = decodeSortCursor(rawAfter, AUDIT_CURSOR_TAG, AUDIT_CURSOR_KEYS);
    if (!after) throw badCursor();
  }
  return { filters: { action, targetId, actorEmail: actor }, limit, after };
}
