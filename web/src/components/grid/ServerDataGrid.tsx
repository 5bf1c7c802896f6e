import {
  DataGrid,
  GridRow,
  type GridColDef,
  type GridRowParams,
  type GridRowProps,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';

export const GRID_PAGE_SIZES = [10, 25, 50, 100];

interface PagedRows<R> {
  rows: R[];
  rowCount: number;
  page: number;
  hasNextPage: boolean;
  setPage: (page: number) => void;
  isFetching: boolean;
}

/**
 * MUI X Data Grid over a cursor-paged API list (useCursorPages): paging, sorting and filtering are
 * the server's, so the grid shows one page as it came and asks for another through the callbacks.
 * Rows render without virtualisation (a page is at most 100 rows), so every row and cell is in
 * the page for assistive technology, tests and Ctrl+F. `rowAttributes` puts data-* attributes on
 * each row (what the e2e tests and the row actions find a row by). Give `sortModel` and
 * `rowAttributes` stable identities: a new sort model tells the grid the sort changed (back to
 * page 1), a new `rowAttributes` remounts every row.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  label,
  list,
  columns,
  getRowId,
  pageSize,
  onPageSizeChange,
  sortModel,
  onSortModelChange,
  onRowClick,
  rowAttributes,
  initialHidden = [],
}: {
  label: string;
  list: PagedRows<R>;
  columns: GridColDef<R>[];
  getRowId: (row: R) => string;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onRowClick?: (row: R) => void;
  rowAttributes?: (row: R) => Record<`data-${string}`, string>;
  /** Columns hidden until the admin shows them (Columns in a column's menu). */
  initialHidden?: string[];
}) {
  const Row = useMemo(
    () =>
      function DataRow(props: GridRowProps) {
        return <GridRow {...props} {...rowAttributes?.(props.row as R)} />;
      },
    [rowAttributes],
  );
  return (
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
      pageSizeOptions={GRID_PAGE_SIZES}
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
      sx={{ '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' } }}
    />
  );
}

/** Stops a click on a row's action from opening the row too. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();
