import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * A list's column as the Data Grid takes it, which the card view (RowCards) and the plain table
 * (RowTable) show too: one definition, the same data and actions in every view. `card` says how a
 * card uses it: `title` heads the card (opening the row, where the list opens rows), `hidden`
 * leaves it off the card.
 */
export type RowColumn<R extends GridValidRowModel> = GridColDef<R> & { card?: 'title' | 'hidden' };

/** The field of a list's actions column: a card shows it as its buttons, under the figures. */
export const ACTIONS_FIELD = 'actions';

/**
 * What a column shows for `row` outside the grid: its renderCell, else its formatted value. Our
 * columns' renderCell, valueGetter and valueFormatter read only the row and the value (never the
 * grid's API, which exists only inside a grid), so they are called with those alone.
 */
export function cellContent<R extends GridValidRowModel>(column: RowColumn<R>, row: R): ReactNode {
  const noGridApi = undefined as never;
  const raw: unknown = row[column.field];
  const value: unknown = column.valueGetter ? column.valueGetter(raw as never, row, column, noGridApi) : raw;
  const formatted: unknown = column.valueFormatter
    ? column.valueFormatter(value as never, row, column, noGridApi)
    : value;
  if (column.renderCell) {
    return column.renderCell({ row, value, formattedValue: formatted, field: column.field } as GridRenderCellParams<R>);
  }
  if (formatted === null || formatted === undefined || formatted === '') return '—';
  return String(formatted);
}

/** Numbers line up on the right, as the grid sets them. */
export const alignOf = (column: GridColDef): 'left' | 'right' => (column.type === 'number' ? 'right' : 'left');
