import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { useState } from 'react';
import { formatPrice, type Tool } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryState } from '../../../components/QueryState';
import { useCategories } from '../../../hooks/use-categories';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { deleteTool, useAllTools, useToolMutation } from '../api/tools';
import { ToolEditDialog } from './ToolEditDialog';

export function AllProductsPage() {
  usePageTitle('All Products');
  const tools = useAllTools();
  const categories = useCategories();
  const categoryNames = new Map(categories.data?.map((c) => [c.id, c.name]));
  const remove = useToolMutation((tool: Tool) => deleteTool(tool._id));
  const { enqueueSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<Tool | null>(null);
  const [toEdit, setToEdit] = useState<Tool | null>(null);

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

  return (
    <QueryState query={{ ...tools, data: tools.items }} label="Loading tools">
      {(list) => (
        <>
          <Typography variant="h4" component="h1" gutterBottom>
            All tools {list.length}
          </Typography>
          <TableContainer component={Paper}>
            <Table size="small" aria-label="All tools">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Image</TableCell>
                  <TableCell>Tool Name</TableCell>
                  <TableCell>SKU</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell align="right">Min Order</TableCell>
                  <TableCell align="right">Available</TableCell>
                  <TableCell align="right">Price Per Piece</TableCell>
                  <TableCell>Action</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((tool, i) => (
                  <TableRow key={tool._id} data-testid="product-row" data-tool-id={tool._id}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>
                      <img src={tool.imageLink} alt={tool.toolName} width={64} height={48} loading="lazy" />
                    </TableCell>
                    <TableCell>{tool.toolName}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{tool.sku}</TableCell>
                    <TableCell>{categoryNames.get(tool.category) ?? tool.category}</TableCell>
                    <TableCell align="right">{tool.minOrder}</TableCell>
                    <TableCell align="right">{tool.available}</TableCell>
                    <TableCell align="right">
                      {formatPrice(tool.price)}
                      {tool.priceTiers.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {tool.priceTiers.length} volume {tool.priceTiers.length === 1 ? 'price' : 'prices'}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => setToEdit(tool)}>
                          Edit
                        </Button>
                        <Button size="small" color="error" onClick={() => setToDelete(tool)}>
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMoreButton list={tools} />
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
      )}
    </QueryState>
  );
}

export default AllProductsPage;
