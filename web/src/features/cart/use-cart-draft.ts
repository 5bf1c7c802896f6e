import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CartLine } from '@toolshub/shared';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { isStaleCart, putCart, serialCartWrite, type SavedCart } from './api/cart';
import { lineMessagesOf } from './cart-lines';

/** Typing pauses this long before the cart is saved (leaving the field saves at once). */
export const CART_SAVE_DELAY_MS = 700;

export interface DraftLine {
  toolId: string;
  /** The quantity as typed, which may not be valid yet. */
  typed: string;
}

/** What to save for a line: its quantity, the one the server holds ('keep': the typed one is not valid), or nothing. */
export type SavedQuantity = number | 'keep' | 'drop';

export type SaveStatus = { state: 'saved' | 'pending' | 'saving' } | { state: 'error'; message: string };

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((line, i) => line.toolId === b[i]?.toolId && line.quantity === b[i]?.quantity);

/**
 * The cart as the buyer edits it on the cart page. Edits show at once and are saved to the server
 * CART_SAVE_DELAY_MS after the last keystroke, when a field is left, when a line is removed, and
 * when the page is left; saves run one after another. A quantity that cannot be saved yet (not a
 * number, below the minimum) keeps the server's quantity there until it is fixed, and stays on
 * screen with its message; nothing typed is thrown away. Each save names the version of the cart
 * it started from (If-Match); when the cart changed elsewhere meanwhile (another tab or device, an
 * order) the server refuses it (412) and `onStale` is called to reload the cart.
 */
export function useCartDraft(
  saved: SavedCart,
  quantityToSave: (line: DraftLine) => SavedQuantity,
  onStale: () => void,
) {
  const queryClient = useQueryClient();
  const [first] = useState(() => saved.lines.map((line) => ({ toolId: line.toolId, typed: String(line.quantity) })));
  const [lines, setLines] = useState<DraftLine[]>(first);
  const [status, setStatus] = useState<SaveStatus>({ state: 'saved' });
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // The handlers and the timer read the newest lines, not those of the render they were made in.
  const linesRef = useRef<DraftLine[]>(first);
  /** What the server holds. */
  const savedRef = useRef<CartLine[]>(saved.lines);
  /** The version of what the server holds, as far as this page knows. */
  const etagRef = useRef<string | null>(saved.etag);
  const toSaveRef = useRef(quantityToSave);
  const onStaleRef = useRef(onStale);
  useLayoutEffect(() => {
    toSaveRef.current = quantityToSave;
    onStaleRef.current = onStale;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = (next: DraftLine[]) => {
    linesRef.current = next;
    setLines(next);
  };

  const save = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const wanted = linesRef.current.flatMap((line): CartLine[] => {
      const quantity = toSaveRef.current(line);
      if (quantity === 'drop') return [];
      if (quantity !== 'keep') return [{ toolId: line.toolId, quantity }];
      const held = savedRef.current.find((s) => s.toolId === line.toolId);
      return held ? [held] : [];
    });
    if (sameLines(wanted, savedRef.current)) {
      setStatus({ state: 'saved' });
      return Promise.resolve();
    }
    setStatus({ state: 'saving' });
    return serialCartWrite(() => putCart(wanted, etagRef.current)).then(
      (cart) => {
        savedRef.current = cart.lines;
        etagRef.current = cart.etag;
        queryClient.setQueryData(queryKeys.cart.all, cart);
        setLineErrors(new Map());
        setStatus({ state: timer.current ? 'pending' : 'saved' });
      },
      (err: unknown) => {
        if (isStaleCart(err)) {
          onStaleRef.current();
          return;
        }
        setStatus({ state: 'error', message: errorMessage(err) });
        setLineErrors(err instanceof ApiRequestError ? lineMessagesOf(err.fields, wanted) : new Map());
      },
    );
  }, [queryClient]);

  const setQuantity = (toolId: string, typed: string) => {
    update(linesRef.current.map((line) => (line.toolId === toolId ? { ...line, typed } : line)));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), CART_SAVE_DELAY_MS);
    setStatus({ state: 'pending' });
  };

  const remove = (toolId: string) => {
    update(linesRef.current.filter((line) => line.toolId !== toolId));
    void save();
  };

  // Leaving the page (or the app) saves what is still waiting; a tab being closed asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!timer.current) return;
      void save();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) void save();
    };
  }, [save]);

  return { lines, status, lineErrors, setQuantity, remove, save };
}
