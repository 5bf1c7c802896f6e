import { act, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { RowColumn } from '../../components/list/row-columns';
import { ApiRequestError } from '../../lib/api-client';
import { stubScreenWidth } from '../../testing/media-queries';
import { listFilters, listSpec, useListController, type Filters, type ListSpec } from '../use-list-controller';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

/** A list like All Orders: filters of every kind, two sortable columns, 50 a page. */
const ORDERS = listSpec({
  filters: {
    status: listFilters.oneOf(['pending', 'shipped'] as const),
    from: listFilters.day,
    email: listFilters.text,
    lowStock: listFilters.on,
    archived: listFilters.yesNo,
  },
  sort: {
    options: ['newest', 'oldest', 'total', '-total'] as const,
    fallback: 'newest',
    columns: { createdAt: { asc: 'oldest', desc: 'newest' }, totalBill: { asc: 'total', desc: '-total' } },
  },
  pageSize: 50,
});

/** A list sorted by its own select, not by a column (All users). */
const USERS = listSpec({ sort: { options: ['newest', 'oldest'] as const, fallback: 'newest' }, pageSize: 25 });

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

/** The controller of `spec` on a page opened at `address`. */
function controllerAt<F extends Filters, S extends string>(spec: ListSpec<F, S>, address: string) {
  window.history.replaceState(null, '', address);
  return renderHook(() => useListController(spec), { wrapper });
}

const search = () => Object.fromEntries(new URLSearchParams(window.location.search));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the list controller: the address holds the view', () => {
  it('reads filters as typed and as the API takes them, the sort and the page size', () => {
    const { result } = controllerAt(
      ORDERS,
      '/orders?status=shipped&from=2026-01-02&email=%20ada%40example.com%20&lowStock=true&archived=false&sort=total&limit=25',
    );
    expect(result.current.values).toEqual({
      status: 'shipped',
      from: '2026-01-02',
      email: ' ada@example.com ',
      lowStock: 'true',
      archived: 'false',
    });
    // In the declared order: the API's query string keeps it.
    expect(Object.entries(result.current.filters)).toEqual([
      ['status', 'shipped'],
      ['from', '2026-01-02'],
      ['email', 'ada@example.com'],
      ['lowStock', true],
      ['archived', false],
    ]);
    expect(result.current.activeFilters).toBe(5);
    expect(result.current.sort).toBe('total');
    expect(result.current.pageSize).toBe(25);
    expect(result.current.grid.pageSize).toBe(25);
  });

  it('leaves out what the API would refuse: an unknown status, a malformed day, blank text, an unknown sort or size', () => {
    const { result } = controllerAt(
      ORDERS,
      '/orders?status=lost&from=2026-1-2&email=%20%20&lowStock=yes&archived=maybe&sort=cheapest&limit=7',
    );
    expect(result.current.filters).toEqual({});
    expect(result.current.activeFilters).toBe(0);
    expect(result.current.sort).toBe('newest');
    expect(result.current.pageSize).toBe(50);
  });

  it('writes filter changes into the address, keeps the rest, and drops emptied ones', () => {
    const { result } = controllerAt(ORDERS, '/orders?status=shipped&sort=total&limit=25');
    act(() => result.current.setFilters({ from: '2026-03-04', status: '' }));
    expect(search()).toEqual({ from: '2026-03-04', sort: 'total', limit: '25' });
    expect(result.current.filters).toEqual({ from: '2026-03-04' });
    expect(window.location.pathname).toBe('/orders');
  });

  it('keeps both of two changes made before the page draws again', () => {
    const { result } = controllerAt(ORDERS, '/orders');
    act(() => {
      result.current.setFilters({ status: 'pending' });
      result.current.setFilters({ from: '2026-03-04' });
    });
    expect(search()).toEqual({ status: 'pending', from: '2026-03-04' });
    expect(result.current.activeFilters).toBe(2);
  });

  it('clears every filter and only the filters', () => {
    const { result } = controllerAt(ORDERS, '/orders?status=shipped&email=a%40b.c&sort=-total&limit=100');
    act(() => result.current.clearFilters());
    expect(search()).toEqual({ sort: '-total', limit: '100' });
    expect(result.current.values.status).toBe('');
    expect(result.current.activeFilters).toBe(0);
  });

  it('replaces the entry in the history rather than adding one per change', () => {
    const { result } = controllerAt(ORDERS, '/orders');
    const before = window.history.length;
    act(() => result.current.setFilters({ status: 'pending' }));
    act(() => result.current.grid.onPageSizeChange(10));
    expect(window.history.length).toBe(before);
  });
});

describe('the list controller: sorting both ways', () => {
  it("shows the API's sort as the column that sorts by it, either way; the fallback as its column too", () => {
    expect(controllerAt(ORDERS, '/o?sort=total').result.current.grid.sortModel).toEqual([
      { field: 'totalBill', sort: 'asc' },
    ]);
    expect(controllerAt(ORDERS, '/o?sort=-total').result.current.grid.sortModel).toEqual([
      { field: 'totalBill', sort: 'desc' },
    ]);
    expect(controllerAt(ORDERS, '/o?sort=oldest').result.current.grid.sortModel).toEqual([
      { field: 'createdAt', sort: 'asc' },
    ]);
    expect(controllerAt(ORDERS, '/o').result.current.grid.sortModel).toEqual([{ field: 'createdAt', sort: 'desc' }]);
  });

  it("turns a column's sort into the API's, and the fallback into no sort in the address", () => {
    const { result } = controllerAt(ORDERS, '/orders?status=pending');
    act(() => result.current.grid.onSortModelChange([{ field: 'totalBill', sort: 'desc' }]));
    expect(search()).toEqual({ status: 'pending', sort: '-total' });
    expect(result.current.sort).toBe('-total');
    act(() => result.current.grid.onSortModelChange([{ field: 'totalBill', sort: 'asc' }]));
    expect(search().sort).toBe('total');
    act(() => result.current.grid.onSortModelChange([{ field: 'createdAt', sort: 'desc' }]));
    expect(search()).toEqual({ status: 'pending' });
    act(() => result.current.grid.onSortModelChange([{ field: 'createdAt', sort: 'asc' }]));
    expect(search().sort).toBe('oldest');
    act(() => result.current.grid.onSortModelChange([]));
    expect(search().sort).toBeUndefined();
    expect(result.current.sort).toBe('newest');
  });

  it('gives the grid the same sort model while the sort stays (a new one would send it back to page 1)', () => {
    const { result, rerender } = controllerAt(ORDERS, '/orders?sort=total');
    const first = result.current.grid.sortModel;
    rerender();
    act(() => result.current.setFilters({ status: 'pending' }));
    expect(result.current.grid.sortModel).toBe(first);
  });

  it("sorts a list without sortable columns by its own control, and ignores the grid's", () => {
    const { result } = controllerAt(USERS, '/users');
    expect(result.current.grid.sortModel).toEqual([]);
    act(() => result.current.setSort('oldest'));
    expect(search()).toEqual({ sort: 'oldest' });
    act(() => result.current.grid.onSortModelChange([]));
    expect(search()).toEqual({ sort: 'oldest' });
    act(() => result.current.setSort('newest'));
    expect(search()).toEqual({});
  });
});

describe('the list controller: page size', () => {
  it('offers the grid sizes, writes the chosen one, and takes only one it offers from the address', () => {
    const { result } = controllerAt(USERS, '/users');
    expect(result.current.pageSize).toBe(25);
    expect(result.current.grid.pageSizes).toEqual([10, 25, 50, 100]);
    act(() => result.current.grid.onPageSizeChange(100));
    expect(search()).toEqual({ limit: '100' });
    expect(result.current.pageSize).toBe(100);
    expect(controllerAt(USERS, '/users?limit=1000').result.current.pageSize).toBe(25);
  });

  it("keeps a list's own sizes", () => {
    const fixed = listSpec({ pageSize: 50, pageSizes: [50] });
    window.history.replaceState(null, '', '/log?limit=10');
    const { result } = renderHook(() => useListController(fixed), { wrapper });
    expect(result.current.pageSize).toBe(50);
    expect(result.current.grid.pageSizes).toEqual([50]);
  });
});

interface Row {
  id: string;
  name: string;
}
const columns: RowColumn<Row>[] = [{ field: 'name', headerName: 'Name', card: 'title' }];

/** A page as the admin lists are: the controller's view state into the grid. */
function ListPage({ list }: { list: { isError: boolean; error: unknown; rows: Row[] } }) {
  const controller = useListController(USERS);
  return (
    <ServerDataGrid<Row>
      label="Things"
      list={{
        ...list,
        rowCount: list.rows.length,
        page: 0,
        hasNextPage: false,
        setPage: () => undefined,
        isFetching: false,
      }}
      columns={columns}
      getRowId={(row) => row.id}
      {...controller.grid}
    />
  );
}

describe('the error line beside the grid', () => {
  const refused = new ApiRequestError(403, 'permission-denied', 'Only an admin can do this');

  it.each([
    ['the grid', 1280],
    ['the phone cards', 390],
  ])("says why the list could not be read, above %s, with the server's message", (_view, width) => {
    stubScreenWidth(width);
    render(<ListPage list={{ isError: true, error: refused, rows: [] }} />, { wrapper });
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred: Only an admin can do this');
  });

  it('is not there while the list reads, on a phone as cards', () => {
    stubScreenWidth(390);
    render(<ListPage list={{ isError: false, error: null, rows: [{ id: 'r1', name: 'Tenon saw' }] }} />, { wrapper });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Things' })).getByText('Tenon saw')).toBeInTheDocument();
  });
});
