import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { QueryState } from '../../components/QueryState';
import { usePageTitle } from '../../hooks/use-page-title';
import { errorMessage } from '../../lib/api-client';
import { useInquiries } from './api/get-inquiries';

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ReceivedAt({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{received.format(new Date(iso))}</time>;
}

/** Admin: the home banner's "customize your order" requests, newest first, a page at a time. */
export function InquiriesPage() {
  usePageTitle('Inquiries');
  const inquiries = useInquiries();
  const pages = inquiries.data?.pages ?? [];
  const total = pages[pages.length - 1]?.total ?? inquiries.items?.length;

  return (
    <Box component="section" aria-labelledby="inquiries-heading">
      <Typography id="inquiries-heading" variant="h4" component="h1" gutterBottom>
        Inquiries ({total ?? '…'})
      </Typography>
      {/* A failed 'Load more' or refetch keeps the rows already shown; only a failed first load replaces them. */}
      <QueryState
        query={{
          isPending: inquiries.isPending,
          isError: inquiries.isLoadingError,
          error: inquiries.error,
          data: inquiries.items,
        }}
        label="Loading inquiries"
      >
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">No inquiries yet.</Typography>
          ) : (
            <>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-labelledby="inquiries-heading">
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell>E-mail</TableCell>
                      <TableCell>Received</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {list.map((inquiry, i) => (
                      <TableRow key={inquiry._id} data-testid="inquiry-row">
                        <TableCell>{i + 1}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>
                          <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
                        </TableCell>
                        <TableCell>
                          <ReceivedAt iso={inquiry.createdAt} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {(inquiries.isFetchNextPageError || inquiries.isRefetchError) && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  An error has occurred: {errorMessage(inquiries.error)}
                </Alert>
              )}
              <LoadMoreButton list={inquiries} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}

export default InquiriesPage;
