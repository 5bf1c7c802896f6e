import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DEFAULT_INVENTORY_SORT, formatPrice, INVENTORY_SORTS, type AdminTool } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { CollapsibleFilters } from '../../../components/list/CollapsibleFilters';
import { RowActions } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useCategories } from '../../../hooks/use-categories';
import { listFilters, listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { deleteTool, useInventory, useToolMutation } from '../api/tools';
import { ToolEditDialog } from './ToolEditDialog';

/** Its filters, and the grid's sortable columns with the API's sorts both ways ('newest' is no column's: the default). */
const PRODUCT_LIST = listSpec({
  filters: { category: listFilters.text, lowStock: listFilters.on, archived: listFilters.yesNo },
  sort: {
    options: INVENTORY_SORTS,
    fallback: DEFAULT_INVENTORY_SORT,
    columns: {
      toolName: { asc: 'name', desc: 'name' },
      available: { asc: 'available', desc: '-available' },
      price: { asc: 'price', desc: '-price' },
    },
  },
  pageSize: 50,
});

const productRowAttributes = (tool: AdminTool) => ({ 'data-testid': 'product-row', 'data-tool-id': tool._id });

export function AllProductsPage() {
  usePageTitle('All Products');
  const list = useListController(PRODUCT_LIST);
  const { values } = list;
  const tools = useInventory({ sort: list.sort, limit: list.pageSize, ...list.filters });
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
      <CollapsibleFilters active={list.activeFilters}>
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
              onChange={(event) => list.setFilters({ category: event.target.value })}
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
              onChange={(event) => list.setFilters({ archived: event.target.value })}
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
                  onChange={(event) => list.setFilters({ lowStock: event.target.checked ? 'true' : '' })}
                />
              }
              label="Low stock only"
            />
          </Stack>
        )}
      </CollapsibleFilters>
      <ServerDataGrid<AdminTool>
        label="All tools"
        list={tools}
        columns={columns}
        {...list.grid}
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
