import { useSearchParams } from 'react-router';

/**
 * A grid's filters, sort and page size in the address's query string, so a reload, a shared link
 * or Back (from a row's details) shows the same view. Empty values are left out of the address.
 */
export function useGridParams<K extends string>(names: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ''])) as Record<K, string>;
  // From the address as it is now, not as of the last render: changes in quick succession (a
  // status, then a date, before React has drawn the first) would otherwise undo each other.
  const update = (changes: Partial<Record<K, string>>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearchParams(next, { replace: true });
  };
  return { values, update };
}

/** A page size from the address, if it is one the grid offers. */
export function pageSizeOf(raw: string, sizes: readonly number[], fallback: number): number {
  const size = Number(raw);
  return sizes.includes(size) ? size : fallback;
}
