import type { GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a server grid offers. */
export const GRID_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** A filter as data: what it makes of its text in the address (undefined: it filters nothing). */
export type ListFilter<T> = (raw: string) => T | undefined;

const isDay = (value: string) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** The filters the admin lists declare, by kind. */
export const listFilters = {
  /** Any text, trimmed; empty filters nothing. */
  text: ((raw) => raw.trim() || undefined) satisfies ListFilter<string>,
  /** A day (YYYY-MM-DD). */
  day: ((raw) => (isDay(raw) ? raw : undefined)) satisfies ListFilter<string>,
  /** A switch that is on or not there: `true`. */
  on: ((raw) => (raw === 'true' ? true : undefined)) satisfies ListFilter<true>,
  /** Yes, no or either: `true`, `false`, or nothing. */
  yesNo: ((raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)) satisfies ListFilter<boolean>,
  /** One of the values the API knows. */
  oneOf:
    <T extends string>(options: readonly T[]): ListFilter<T> =>
    (raw) =>
      options.find((option) => option === raw),
};

/** A list's filters: each by the name it has in the address and the API's query. */
export type Filters = Record<string, ListFilter<unknown>>;

/** The filters as the API takes them: only those set, each as its declaration makes it. */
export type FilterValues<F extends Filters> = { [K in keyof F]?: Exclude<ReturnType<F[K]>, undefined> };

/**
 * What a list is, as data: its filters (in the order the API's query names them), its sorts (the
 * API's values, the one used when none is given, and which grid column sorts by which, each way),
 * and its page sizes.
 */
export interface ListSpec<F extends Filters, S extends string> {
  filters?: F;
  sort?: {
    options: readonly S[];
    fallback: S;
    /** A column's sort ascending and descending; a list without any sorts by its own control. */
    columns?: Record<string, { asc: S; desc: S }>;
  };
  pageSize: number;
  pageSizes?: readonly number[];
}

/** Declares a list (infers its filters and sorts). */
export function listSpec<F extends Filters = Record<never, never>, S extends string = never>(spec: ListSpec<F, S>) {
  return spec;
}

/** A page size from the address, if it is one the list offers. */
export function pageSizeOf(raw: string, sizes: readonly number[], fallback: number): number {
  const size = Number(raw);
  return sizes.includes(size) ? size : fallback;
}

/** The grid's sort model for an API sort: the column that sorts by it, and which way. */
export function sortModelOf<S extends string>(
  sort: S,
  columns: Record<string, { asc: S; desc: S }> = {},
): GridSortModel {
  for (const [field, { asc, desc }] of Object.entries(columns)) {
    if (sort === asc) return [{ field, sort: 'asc' }];
    if (sort === desc) return [{ field, sort: 'desc' }];
  }
  return [];
}

/** The API sort for a grid's sort model (none, or a column that sorts nothing: the fallback). */
export function sortOf<S extends string>(
  model: GridSortModel,
  columns: Record<string, { asc: S; desc: S }>,
  fallback: S,
): S {
  const [first] = model;
  const sorts = first ? columns[first.field] : undefined;
  return sorts && first?.sort ? sorts[first.sort] : fallback;
}

/** The filters a raw value each makes, in their declared order. */
export function filterValuesOf<F extends Filters>(filters: F, raw: Record<keyof F, string>): FilterValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(filters)) {
    const value = parse(raw[name as keyof F]);
    if (value !== undefined) values[name] = value;
  }
  return values as FilterValues<F>;
}

/**
 * One admin list's state, all of it in the address's query string (so a reload, a shared link or
 * Back from a row's details shows the same view): its filters as typed (`values`) and as the API
 * takes them (`filters`, with `activeFilters` counting them for the phone's 'Filters (n)'), its sort
 * and page size; `grid` is what ServerDataGrid (and its phone cards) takes. Empty values and the
 * fallback sort are left out of the address. Declare `spec` (the list's ListSpec) once, outside
 * the component.
 */
export function useListController<F extends Filters, S extends string>(spec: ListSpec<F, S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const declared = spec.filters ?? ({} as F);
  const values = Object.fromEntries(
    Object.keys(declared).map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<keyof F, string>;
  const filters = filterValuesOf(declared, values);

  // From the address as it is now, not as of the last render: changes in quick succession (a
  // status, then a date, before React has drawn the first) would otherwise undo each other.
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearchParams(next, { replace: true });
  };

  const rawSort = searchParams.get('sort') ?? '';
  const sort = (spec.sort?.options.find((option) => option === rawSort) ?? spec.sort?.fallback) as S;
  const setSort = (next: S) => update({ sort: next === spec.sort?.fallback ? '' : next });
  const columns = spec.sort?.columns;
  // A stable model: a new one each render would tell the grid the sort changed (back to page 1).
  const sortModel = useMemo(() => sortModelOf(sort, columns), [sort, columns]);

  const pageSizes = spec.pageSizes ?? GRID_PAGE_SIZES;
  const pageSize = pageSizeOf(searchParams.get('limit') ?? '', pageSizes, spec.pageSize);

  return {
    values,
    filters,
    activeFilters: Object.keys(filters).length,
    setFilters: (changes: Partial<Record<keyof F, string>>) => update(changes as Record<string, string>),
    clearFilters: () => update(Object.fromEntries(Object.keys(declared).map((name) => [name, '']))),
    sort,
    setSort,
    pageSize,
    grid: {
      pageSize,
      pageSizes,
      onPageSizeChange: (size: number) => update({ limit: String(size) }),
      sortModel,
      onSortModelChange: (model: GridSortModel) => {
        if (columns && spec.sort) setSort(sortOf(model, columns, spec.sort.fallback));
      },
    },
  };
}

export type ListController<F extends Filters, S extends string> = ReturnType<typeof useListController<F, S>>;
