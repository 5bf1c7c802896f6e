import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CREATED_SORTS, type Inquiry } from '@toolshub/shared';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { RowColumn } from '../../components/list/row-columns';
import { listSpec, useListController } from '../../hooks/use-list-controller';
import { usePageTitle } from '../../hooks/use-page-title';
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

/** Newest first (or oldest, by the Received column), 25 a page. */
const INQUIRY_LIST = listSpec({
  sort: { options: CREATED_SORTS, fallback: 'newest', columns: { createdAt: { asc: 'oldest', desc: 'newest' } } },
  pageSize: 25,
});

const inquiryRowAttributes = () => ({ 'data-testid': 'inquiry-row' });

/** Admin: the home banner's "customize your order" requests, newest first (or oldest), a page at a time. */
export function InquiriesPage() {
  usePageTitle('Inquiries');
  const list = useListController(INQUIRY_LIST);
  const inquiries = useInquiries({ sort: list.sort, limit: list.pageSize });

  return (
    <Box component="section" aria-labelledby="inquiries-heading">
      <Typography id="inquiries-heading" variant="h4" component="h1" gutterBottom>
        Inquiries ({inquiries.rowCount >= 0 ? inquiries.rowCount : '…'})
      </Typography>
      <ServerDataGrid<Inquiry>
        label="Inquiries"
        list={inquiries}
        columns={columns}
        {...list.grid}
        rowAttributes={inquiryRowAttributes}
      />
    </Box>
  );
}

export default InquiriesPage;
