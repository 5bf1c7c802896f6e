import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import {
  formatPrice,
  INVENTORY_SORTS,
  type AdminTool,
  type InventoryQuery,
  type InventorySort,
} from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GRID_PAGE_SIZES, ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { RowActions } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCategories } from '../../../hooks/use-categories';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { pageSizeOf, useGridParams } from '../../../lib/use-grid-params';
import { deleteTool, useInventory, useToolMutation } from '../api/tools';
import { ToolEditDialog } from './ToolEditDialog';

const PARAMS = ['category', 'lowStock', 'archived', 'sort', 'limit'] as const;

/** The grid's sortable columns and the API's sorts, both ways ('newest' is no column's: the default). */
const SORT_OF: Record<string, { asc: InventorySort; desc: InventorySort }> = {
  toolName: { asc: 'name', desc: 'name' },
  available: { asc: 'available', desc: '-available' },
  price: { asc: 'price', desc: '-price' },
};

function sortModelOf(sort: InventorySort): GridSortModel {
  for (const [field, { asc, desc }] of Object.entries(SORT_OF)) {
    if (sort === asc) return [{ field, sort: 'asc' }];
    if (sort === desc) return [{ field, sort: 'desc' }];
  }
  return [];
}

function sortOf(model: GridSortModel): InventorySort {
  const [first] = model;
  const sorts = first ? SORT_OF[first.field] : undefined;
  return sorts && first?.sort ? sorts[first.sort] : 'newest';
}

const productRowAttributes = (tool: AdminTool) => ({ 'data-testid': 'product-row', 'data-tool-id': tool._id });

export function AllProductsPage() {
  usePageTitle('All Products');
  const { values, update } = useGridParams(PARAMS);
  const sort = (INVENTORY_SORTS as readonly string[]).includes(values.sort) ? (values.sort as InventorySort) : 'newest';
  const pageSize = pageSizeOf(values.limit, GRID_PAGE_SIZES, 50);
  const sortModel = useMemo(() => sortModelOf(sort), [sort]);
  const query: InventoryQuery = { sort, limit: pageSize };
  if (values.category) query.category = values.category;
  if (values.lowStock === 'true') query.lowStock = true;
  if (values.archived === 'true' || values.archived === 'false') query.archived = values.archived === 'true';
  const tools = useInventory(query);
  const categories = useCategories();
  const categoryNames = new Map(categories.data?.map((c) => [c.id, c.name]));
  const remove = useToolMutation((tool: AdminTool) => deleteTool(tool._id));
  const { enqueueSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<AdminTool | null>(null);
  const [toEdit, setToEdit] = useState<AdminTool | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const tool = toDelete;
    remove.mutate(tool, {
      onSuccess: (r) =>
        enqueueSnackbar(
          r.archived
            ? `Tools: ${tool._id} has open orders, so it was archived: it is off the catalogue and takes no new orders`
            : `Tools: ${tool._id} deleted`,
          { variant: 'success' },
        ),
      onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

  // Sized to fit beside the open drawer at 1280 px, Edit and Delete included.
  const columns: RowColumn<AdminTool>[] = [
    {
      field: 'imageLink',
      headerName: 'Image',
      width: 84,
      card: 'hidden',
      sortable: false,
      renderCell: ({ row }) => (
        <img src={row.imageLink} alt={row.toolName} width={64} height={48} loading="lazy" style={{ marginTop: 2 }} />
      ),
    },
    { field: 'toolName', headerName: 'Tool Name', minWidth: 160, flex: 1.5, card: 'title' },
    {
      field: 'sku',
      headerName: 'SKU',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <span style={{ fontFamily: 'monospace' }}>{row.sku}</span>,
    },
    {
      field: 'category',
      headerName: 'Category',
      minWidth: 120,
      flex: 1,
      sortable: false,
      valueGetter: (_value, row) => categoryNames.get(row.category) ?? row.category,
    },
    { field: 'minOrder', headerName: 'Min Order', type: 'number', minWidth: 90, sortable: false },
    { field: 'available', headerName: 'Available', type: 'number', minWidth: 95 },
    {
      field: 'price',
      headerName: 'Price Per Piece',
      type: 'number',
      minWidth: 125,
      renderCell: ({ row }) =>
        row.priceTiers.length > 0
          ? `${formatPrice(row.price)} (${row.priceTiers.length} volume ${row.priceTiers.length === 1 ? 'price' : 'prices'})`
          : formatPrice(row.price),
    },
    {
      field: 'lowStock',
      headerName: 'Stock',
      minWidth: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {row.archived && <Chip size="small" label="Archived" variant="outlined" />}
          {row.lowStock && (
            // Outlined, in the body text colour: white on the warning orange fails WCAG contrast (axe).
            <Chip size="small" color="warning" variant="outlined" label="Low stock" sx={{ color: 'text.primary' }} />
          )}
        </Stack>
      ),
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 140,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) => (
        <RowActions
          label={row.toolName}
          actions={[
            { label: 'Edit', onClick: () => setToEdit(row) },
            { label: 'Delete', color: 'error', onClick: () => setToDelete(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        All tools {tools.rowCount >= 0 ? tools.rowCount : '…'}
      </Typography>
      <CollapsibleFilters
        active={[values.category, values.archived, values.lowStock === 'true' ? 'on' : ''].filter(Boolean).length}
      >
        {() => (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ mb: 2, alignItems: { md: 'center' } }}
            role="group"
            aria-label="Filter tools"
          >
            <TextField
              select
              size="small"
              label="Category"
              value={values.category}
              onChange={(event) => update({ category: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <option value="">Any</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Archived"
              value={values.archived}
              onChange={(event) => update({ archived: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 180 }}
            >
              <option value="">All tools</option>
              <option value="false">On the catalogue</option>
              <option value="true">Archived</option>
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={values.lowStock === 'true'}
                  onChange={(event) => update({ lowStock: event.target.checked ? 'true' : '' })}
                />
              }
              label="Low stock only"
            />
          </Stack>
        )}
      </CollapsibleFilters>
      {tools.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          An error has occurred: {errorMessage(tools.error)}
        </Typography>
      )}
      <ServerDataGrid<AdminTool>
        label="All tools"
        list={tools}
        columns={columns}
        getRowId={(tool) => tool._id}
        pageSize={pageSize}
        onPageSizeChange={(size) => update({ limit: String(size) })}
        sortModel={sortModel}
        onSortModelChange={(model) => update({ sort: sortOf(model) === 'newest' ? '' : sortOf(model) })}
        onRowClick={setToEdit}
        rowAttributes={productRowAttributes}
        initialHidden={['minOrder']}
      />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Are you sure you want to delete this product?"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <img src={toDelete.imageLink} alt={toDelete.toolName} width={96} height={72} />
            <div>
              <Typography sx={{ fontWeight: 700 }}>{toDelete.toolName}</Typography>
              <Typography>Minimum order: {toDelete.minOrder} pieces</Typography>
              <Typography>Available: {toDelete.available} pieces</Typography>
            </div>
          </Stack>
        )}
      </ConfirmDialog>
      <ToolEditDialog tool={toEdit} onClose={() => setToEdit(null)} />
    </>
  );
}

export default AllProductsPage;
