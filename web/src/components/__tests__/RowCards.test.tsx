import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollapsibleFilters } from '../list/CollapsibleFilters';
import { RowActions } from '../list/RowActions';
import { RowCards } from '../list/RowCards';
import { RowList } from '../list/RowList';
import type { RowColumn } from '../list/row-columns';
import { stubScreenWidth } from '../../testing/media-queries';

interface Row {
  id: string;
  name: string;
  pieces: number;
  cents: number;
  note: string;
}

const rows: Row[] = [
  { id: 'r1', name: 'Tenon saw', pieces: 4, cents: 125_00, note: 'internal' },
  { id: 'r2', name: 'Claw hammer', pieces: 12, cents: 9_99, note: 'internal' },
];

const mark = vi.fn<(id: string) => void>();
const remove = vi.fn<(id: string) => void>();

const columns: RowColumn<Row>[] = [
  { field: 'id', headerName: 'Id' },
  { field: 'name', headerName: 'Tool', card: 'title' },
  { field: 'pieces', headerName: 'Pieces', type: 'number' },
  {
    field: 'cents',
    headerName: 'Bill',
    valueGetter: (_v, row) => row.cents / 100,
    valueFormatter: (v: number) => `$${v.toFixed(2)}`,
  },
  { field: 'note', headerName: 'Note', card: 'hidden' },
  {
    field: 'actions',
    headerName: 'Action',
    renderCell: ({ row }) => (
      <RowActions
        menu
        label={row.name}
        actions={[
          { label: 'Mark shipped', onClick: () => mark(row.id) },
          { label: 'Delete', color: 'error', onClick: () => remove(row.id) },
        ]}
      />
    ),
  },
];

const attributes = (row: Row) => ({ 'data-testid': 'row', 'data-id': row.id });

afterEach(() => {
  vi.unstubAllGlobals();
  mark.mockClear();
  remove.mockClear();
});

describe('RowCards: a list as one card per row', () => {
  it("heads each card with its title column and lists every other column's figure under its label", () => {
    render(<RowCards label="Orders" rows={rows} columns={columns} getRowId={(r) => r.id} rowAttributes={attributes} />);
    const list = screen.getByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first).toHaveAttribute('data-id', 'r1');
    expect(within(first).getByRole('heading', { name: 'Tenon saw' })).toBeInTheDocument();
    const labels = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Id', 'Pieces', 'Bill']);
    const figures = within(first)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    // valueGetter then valueFormatter, as the grid applies them.
    expect(figures).toEqual(['r1', '4', '$125.00']);
    expect(first).not.toHaveTextContent('internal');
  });

  it("gives the row's actions as buttons, even where the grid folds them into a menu", async () => {
    render(<RowCards label="Orders" rows={rows} columns={columns} getRowId={(r) => r.id} />);
    const second = screen.getAllByRole('listitem')[1]!;
    expect(within(second).queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Mark shipped' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(mark).toHaveBeenCalledWith('r2');
    expect(remove).toHaveBeenCalledWith('r2');
  });

  it('leaves out the columns the grid hides, and opens the row from its title where the list opens rows', async () => {
    const open = vi.fn<(row: Row) => void>();
    render(
      <RowCards label="Orders" rows={rows} columns={columns} getRowId={(r) => r.id} hidden={['id']} onOpen={open} />,
    );
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).queryByText('Id')).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Tenon saw' }));
    expect(open).toHaveBeenCalledWith(rows[0]);
  });
});

describe('RowActions in a grid row', () => {
  it('holds the actions in a menu where the grid asks for one', async () => {
    render(
      <RowActions
        menu
        label="order r1"
        actions={[
          { label: 'Mark shipped', onClick: () => mark('r1') },
          { label: 'cancel', color: 'error', onClick: () => remove('r1') },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions: order r1' }));
    // The menu's code loads at the first opening.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark shipped' }));
    expect(mark).toHaveBeenCalledWith('r1');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('RowList: a table, or cards on a phone, from the same columns', () => {
  it('is a table at 1280 px', () => {
    stubScreenWidth(1280);
    render(<RowList label="Orders" rows={rows} columns={columns} getRowId={(r) => r.id} rowAttributes={attributes} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Tool', 'Pieces', 'Bill', 'Note', 'Action']);
    expect(within(table).getAllByTestId('row')[1]).toHaveTextContent('$9.99');
  });

  it('is cards at 390 px', () => {
    stubScreenWidth(390);
    render(<RowList label="Orders" rows={rows} columns={columns} getRowId={(r) => r.id} rowAttributes={attributes} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Mark shipped' })).toHaveLength(2);
  });
});

describe('CollapsibleFilters', () => {
  const filters = (folded: boolean) => <input aria-label="Status" data-folded={String(folded)} />;

  it('folds the filters behind a button that counts the active ones, on a phone', async () => {
    stubScreenWidth(390);
    render(<CollapsibleFilters active={2}>{filters}</CollapsibleFilters>);
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveAttribute('data-folded', 'true');
  });

  it('shows them as they are on a wider screen', () => {
    stubScreenWidth(1280);
    render(<CollapsibleFilters active={0}>{filters}</CollapsibleFilters>);
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveAttribute('data-folded', 'false');
  });
});
