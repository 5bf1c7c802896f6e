import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridSortModel } from '@mui/x-data-grid';
import type { Inquiry } from '@toolshub/shared';
import { GRID_PAGE_SIZES, ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { RowColumn } from '../../components/list/row-columns';
import { usePageTitle } from '../../hooks/use-page-title';
import { errorMessage } from '../../lib/api-client';
import { pageSizeOf, useGridParams } from '../../lib/use-grid-params';
import { useInquiries } from './api/get-inquiries';

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ReceivedAt({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{received.format(new Date(iso))}</time>;
}

const columns: RowColumn<Inquiry>[] = [
  {
    field: 'email',
    headerName: 'E-mail',
    minWidth: 220,
    flex: 1,
    sortable: false,
    card: 'title',
    renderCell: ({ row }) => <Link href={`mailto:${row.email}`}>{row.email}</Link>,
  },
  {
    field: 'createdAt',
    headerName: 'Received',
    minWidth: 180,
    flex: 1,
    renderCell: ({ row }) => <ReceivedAt iso={row.createdAt} />,
  },
];

// Constants: a new sort model each render would tell the grid the sort changed (and send it to page 1).
const NEWEST_FIRST: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];
const OLDEST_FIRST: GridSortModel = [{ field: 'createdAt', sort: 'asc' }];

const inquiryRowAttributes = () => ({ 'data-testid': 'inquiry-row' });

/** Admin: the home banner's "customize your order" requests, newest first (or oldest), a page at a time. */
export function InquiriesPage() {
  usePageTitle('Inquiries');
  const { values, update } = useGridParams(['sort', 'limit'] as const);
  const sort = values.sort === 'oldest' ? 'oldest' : 'newest';
  const pageSize = pageSizeOf(values.limit, GRID_PAGE_SIZES, 25);
  const inquiries = useInquiries({ sort, limit: pageSize });

  return (
    <Box component="section" aria-labelledby="inquiries-heading">
      <Typography id="inquiries-heading" variant="h4" component="h1" gutterBottom>
        Inquiries ({inquiries.rowCount >= 0 ? inquiries.rowCount : '…'})
      </Typography>
      {inquiries.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          An error has occurred: {errorMessage(inquiries.error)}
        </Typography>
      )}
      <ServerDataGrid<Inquiry>
        label="Inquiries"
        list={inquiries}
        columns={columns}
        getRowId={(inquiry) => inquiry._id}
        pageSize={pageSize}
        onPageSizeChange={(size) => update({ limit: String(size) })}
        sortModel={sort === 'oldest' ? OLDEST_FIRST : NEWEST_FIRST}
        onSortModelChange={(model) => update({ sort: model[0]?.sort === 'asc' ? 'oldest' : '' })}
        rowAttributes={inquiryRowAttributes}
      />
    </Box>
  );
}

export default InquiriesPage;
