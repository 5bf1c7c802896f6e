/**
 * The soak's clients: each in a closed loop (its next request as soon as the last is answered),
 * picking what to do by weight as the shop's visitors, customers and admins do: browse the
 * catalogue page by page, open a tool, list categories, search, order, cancel a pending order of
 * its own, and (as the admin) move an order one step towards delivered.
 */
import { randomUUID } from 'node:crypto';
import { endpoints, nextStatus, TOOL_SORTS, type InsertResult, type ToolListQuery } from '@toolshub/shared';
import { callApi, type ApiAnswer } from '../api-client';
import { advanceOrder, cancelOrder, placeOrder } from '../order-calls';
import type { OrderPool } from './order-pool';
import type { Session } from './sessions';
import type { SoakSample } from './soak-report';

export const SOAK_KINDS = ['browse', 'tool', 'categories', 'search', 'order', 'cancel', 'advance'] as const;
export type SoakKind = (typeof SOAK_KINDS)[number];

/** Out of 100 turns. A cancel or an advance with no order to act on browses instead. */
const WEIGHTS: Record<SoakKind, number> = {
  browse: 30,
  tool: 18,
  categories: 8,
  search: 14,
  order: 15,
  cancel: 7,
  advance: 8,
};

export interface SoakShop {
  tools: readonly { id: string; minOrder: number }[];
  categories: readonly string[];
  /** Beginnings of words of the catalogue, as people type them. */
  searchWords: readonly string[];
}

export interface SoakTrafficOptions {
  shop: SoakShop;
  customers: readonly Session[];
  admin: Session;
  pool: OrderPool;
  until: number;
  record: (sample: SoakSample) => void;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (p: number) => Math.random() < p;

function pickKind(): SoakKind {
  let roll = Math.random() * 100;
  for (const kind of SOAK_KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'browse';
}

/** The next page's path (below /api) from a `Link: </api/...>; rel="next"` header. */
export function nextPagePath(link: string | null | undefined): string | null {
  const match = /<\/api(\/[^>]*)>;\s*rel="next"/.exec(link ?? '');
  return match?.[1] ?? null;
}

class SoakClient {
  constructor(
    private readonly id: number,
    private readonly opts: SoakTrafficOptions,
  ) {}

  private async timed<T>(kind: SoakKind, call: Promise<ApiAnswer<T>>): Promise<ApiAnswer<T>> {
    const answer = await call;
    this.opts.record({ kind, status: answer.status, ms: answer.ms });
    return answer;
  }

  async turn(): Promise<void> {
    const kind = pickKind();
    if (kind === 'tool') return this.openTool();
    if (kind === 'categories') return this.listCategories();
    if (kind === 'search') return this.search();
    if (kind === 'order') return this.order();
    if (kind === 'cancel' && (await this.cancel())) return;
    if (kind === 'advance' && (await this.advance())) return;
    return this.browse();
  }

  /** A catalogue page in some sort, sometimes of one category or in stock only; sometimes the next page too. */
  private async browse(): Promise<void> {
    const { shop } = this.opts;
    const query: ToolListQuery = { sort: pick(TOOL_SORTS), limit: pick([6, 12, 24]) };
    if (chance(0.3)) query.category = pick(shop.categories);
    if (chance(0.2)) query.inStock = true;
    let path: string | null = endpoints.listTools.path(query);
    for (let page = 0; path && page < 3; page++) {
      const answer: ApiAnswer = await this.timed('browse', callApi('GET', path));
      path = chance(0.4) ? nextPagePath(answer.headers?.get('Link')) : null;
    }
  }

  private async openTool(): Promise<void> {
    await this.timed('tool', callApi('GET', endpoints.getTool.path(pick(this.opts.shop.tools).id)));
  }

  private async listCategories(): Promise<void> {
    await this.timed('categories', callApi('GET', endpoints.listCategories.path()));
  }

  private async search(): Promise<void> {
    const { shop } = this.opts;
    const q = chance(0.3) ? `${pick(shop.searchWords)} ${pick(shop.searchWords)}` : pick(shop.searchWords);
    const sort = chance(0.5) ? pick(TOOL_SORTS) : undefined;
    await this.timed('search', callApi('GET', endpoints.listTools.path({ q, sort, limit: 12 })));
  }

  private async order(): Promise<void> {
    const tool = pick(this.opts.shop.tools);
    const customer = this.opts.customers[this.id];
    if (!customer) throw new Error(`no customer for client ${this.id}`);
    const answer = await this.timed(
      'order',
      placeOrder({
        token: await customer.token(),
        toolId: tool.id,
        quantity: tool.minOrder,
        idempotencyKey: randomUUID(),
      }),
    );
    const placed = answer.body as InsertResult | undefined;
    if (answer.status === 201 && placed?.insertedId) {
      this.opts.pool.add({ id: placed.insertedId, owner: this.id, status: 'pending' });
    }
  }

  /** False when this customer has no pending order to cancel. */
  private async cancel(): Promise<boolean> {
    const order = this.opts.pool.takePendingOf(this.id);
    const customer = this.opts.customers[this.id];
    if (!order || !customer) return false;
    const answer = await this.timed('cancel', cancelOrder(await customer.token(), order.id));
    if (answer.status !== 200) this.opts.pool.add(order);
    return true;
  }

  /** False when no order is open. */
  private async advance(): Promise<boolean> {
    const order = this.opts.pool.takeForAdmin();
    const to = order && nextStatus(order.status);
    if (!order || !to) return false;
    const answer = await this.timed('advance', advanceOrder(await this.opts.admin.token(), order.id, to));
    this.opts.pool.add(answer.status === 200 ? { ...order, status: to } : order);
    return true;
  }
}

/** Runs one client per customer session until `until`. */
export async function runMixedTraffic(opts: SoakTrafficOptions): Promise<void> {
  await Promise.all(
    opts.customers.map(async (_, id) => {
      const client = new SoakClient(id, opts);
      while (Date.now() < opts.until) await client.turn();
    }),
  );
}
