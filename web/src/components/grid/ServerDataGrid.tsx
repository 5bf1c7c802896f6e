import {
  DataGrid,
  GridRow,
  type GridRowParams,
  type GridRowProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { usePhone } from '../../hooks/use-phone';
import { errorMessage } from '../../lib/api-client';
import { RowCards } from '../list/RowCards';
import type { RowColumn } from '../list/row-columns';

interface PagedRows<R> {
  rows: R[];
  rowCount: number;
  page: number;
  hasNextPage: boolean;
  setPage: (page: number) => void;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/** The line above a list that could not be read: the server's message. */
export function ListErrorLine({ error }: { error: unknown }) {
  return (
    <Typography role="alert" color="error" sx={{ mb: 2 }}>
      An error has occurred: {errorMessage(error)}
    </Typography>
  );
}

/**
 * MUI X Data Grid over a cursor-paged API list (useCursorPages), its view state from the list's
 * controller (`{...list.grid}` of useListController: page size, sort model, and their changes):
 * paging, sorting and filtering are the server's, so the grid shows one page as it came and asks
 * for another through the callbacks. A list that cannot be read says why above the grid.
 * Rows render without virtualisation (a page is at most 100 rows), so every row and cell is in
 * the page for assistive technology, tests and Ctrl+F. `rowAttributes` puts data-* attributes on
 * each row (what the e2e tests and the row actions find a row by). Give `sortModel` and
 * `rowAttributes` stable identities: a new sort model tells the grid the sort changed (back to
 * page 1), a new `rowAttributes` remounts every row.
 *
 * On a phone (below `sm`) the same page of rows is a list of cards from the same columns
 * (RowCards: the title column opens the row, the actions column gives its buttons), with
 * Previous/Next under it; sorting there is the page's own control, where it has one.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  label,
  list,
  columns,
  getRowId = idOf,
  pageSize,
  pageSizes,
  onPageSizeChange,
  sortModel,
  onSortModelChange,
  onRowClick,
  rowAttributes,
  initialHidden = [],
}: {
  label: string;
  list: PagedRows<R>;
  columns: RowColumn<R>[];
  /** A row's id: its `_id` unless said otherwise. */
  getRowId?: (row: R) => string;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onRowClick?: (row: R) => void;
  rowAttributes?: (row: R) => Record<`data-${string}`, string>;
  /** Columns hidden until the admin shows them (Columns in a column's menu). */
  initialHidden?: string[];
}) {
  const phone = usePhone();
  const Row = useMemo(
    () =>
      function DataRow(props: GridRowProps) {
        return <GridRow {...props} {...rowAttributes?.(props.row as R)} />;
      },
    [rowAttributes],
  );
  const errorLine: ReactNode = list.isError && <ListErrorLine error={list.error} />;
  if (phone) {
    const pages = list.rowCount >= 0 ? Math.max(1, Math.ceil(list.rowCount / pageSize)) : null;
    return (
      <>
        {errorLine}
        {list.isFetching && <LinearProgress aria-label={`Loading ${label}`} sx={{ mb: 1 }} />}
        <RowCards
          label={label}
          rows={list.rows}
          columns={columns}
          getRowId={getRowId}
          rowAttributes={rowAttributes}
          onOpen={onRowClick}
          hidden={initialHidden}
        />
        <Stack
          component="nav"
          aria-label={`${label}: pages`}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}
        >
          <Button disabled={list.page === 0} onClick={() => list.setPage(list.page - 1)}>
            Previous
          </Button>
          <Typography variant="body2">
            Page {list.page + 1}
            {pages ? ` of ${pages}` : ''}
          </Typography>
          <Button disabled={!list.hasNextPage} onClick={() => list.setPage(list.page + 1)}>
            Next
          </Button>
        </Stack>
      </>
    );
  }
  return (
    <>
      {errorLine}
      <DataGrid<R>
        aria-label={label}
        rows={list.rows}
        columns={columns}
        getRowId={getRowId}
        loading={list.isFetching}
        autoHeight
        disableVirtualization
        disableRowSelectionOnClick
        disableColumnFilter
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={list.rowCount}
        paginationMeta={{ hasNextPage: list.hasNextPage }}
        pageSizeOptions={pageSizes}
        paginationModel={{ page: list.page, pageSize }}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== pageSize) onPageSizeChange(model.pageSize);
          else list.setPage(model.page);
        }}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['desc', 'asc']}
        onRowClick={onRowClick ? (params: GridRowParams<R>) => onRowClick(params.row) : undefined}
        initialState={{ columns: { columnVisibilityModel: Object.fromEntries(initialHidden.map((f) => [f, false])) } }}
        slots={{ row: Row }}
        // Rows as tall as their content (a payment's due date under its chip), every cell's content
        // on the row's middle line, whatever it is (text, a chip, buttons).
        getRowHeight={autoRowHeight}
        sx={{
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
        }}
      />
    </>
  );
}

const autoRowHeight = () => 'auto' as const;

const idOf = (row: GridValidRowModel) => String(row._id);

/** Stops a click on a row's action from opening the row too. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();
