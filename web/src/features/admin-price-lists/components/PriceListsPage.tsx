import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CompanyPriceList } from '@toolshub/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { RowActions } from '../../../components/list/RowActions';
import type { RowColumn } from '../../../components/list/row-columns';
import { useSnackbar } from '../../../components/SnackbarProvider';
import { listSpec, useListController } from '../../../hooks/use-list-controller';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { deletePriceList, usePriceLists, usePriceListsMutation } from '../api/price-lists';
import { PriceListDialog } from './PriceListDialog';

/** Newest first (the API's one order), 25 a page. */
const PRICE_LIST_LIST = listSpec({ pageSize: 25 });

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const rowAttributes = (list: CompanyPriceList) => ({ 'data-testid': 'price-list-row', 'data-price-list-id': list.id });

/** How a list's rules read in the grid: "2 tools, 1 category". */
export function rulesSummary(list: Pick<CompanyPriceList, 'rules'>): string {
  const tools = list.rules.filter((rule) => 'toolId' in rule).length;
  const categories = list.rules.length - tools;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [tools && part(tools, 'tool', 'tools'), categories && part(categories, 'category', 'categories')]
    .filter(Boolean)
    .join(', ');
}

/**
 * /dashboard/price-lists (shop admins): contract prices. Every price list in a grid (cards on a
 * phone): its name, how many companies it prices, its rules, when it last changed; each to edit or
 * delete, and "New price list".
 */
export function PriceListsPage() {
  usePageTitle('Price lists');
  const list = useListController(PRICE_LIST_LIST);
  const lists = usePriceLists({ limit: list.pageSize });
  const [editing, setEditing] = useState<CompanyPriceList | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CompanyPriceList | null>(null);
  const remove = usePriceListsMutation(deletePriceList);
  const { enqueueSnackbar } = useSnackbar();

  const columns: RowColumn<CompanyPriceList>[] = [
    { field: 'name', headerName: 'Name', minWidth: 160, flex: 1.5, sortable: false, card: 'title' },
    {
      field: 'companyIds',
      headerName: 'Companies',
      type: 'number',
      minWidth: 100,
      sortable: false,
      valueGetter: (_value: unknown, row: CompanyPriceList) => row.companyIds.length,
    },
    {
      field: 'rules',
      headerName: 'Rules',
      minWidth: 160,
      flex: 1,
      sortable: false,
      valueGetter: (_value: unknown, row: CompanyPriceList) => rulesSummary(row),
    },
    {
      field: 'updatedAt',
      headerName: 'Changed',
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) =>
        row.updatedAt ? <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time> : '—',
    },
    {
      field: 'actions',
      headerName: 'Action',
      minWidth: 150,
      sortable: false,
      hideable: false,
      renderCell: ({ row }) => (
        <RowActions
          label={row.name}
          actions={[
            { label: 'Edit', onClick: () => setEditing(row) },
            { label: 'Delete', color: 'error', onClick: () => setDeleting(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Price lists {lists.rowCount >= 0 ? lists.rowCount : '…'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The members of the companies a list names see and pay its prices: a tool&apos;s fixed price, else its
        category&apos;s percentage off the volume price; when two lists name a company, the lower price wins.
      </Typography>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
        New price list
      </Button>
      <ServerDataGrid<CompanyPriceList>
        label="Price lists"
        list={lists}
        columns={columns}
        getRowId={(row) => row.id}
        {...list.grid}
        onRowClick={setEditing}
        rowAttributes={rowAttributes}
      />
      <PriceListDialog
        open={editing !== null}
        list={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this price list?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => enqueueSnackbar(`Price list ${deleting.name} deleted`, { variant: 'success' }),
            onError: (err) => enqueueSnackbar(errorMessage(err), { variant: 'error' }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting && (
          <Typography>
            {deleting.name}: its {deleting.companyIds.length} companies pay list prices from then on.
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}

export default PriceListsPage;
