import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { Order } from '@toolshub/shared';
import { errorMessage } from '../../../lib/api-client';
import { useOrderDocumentDownload } from '../api/order-document';

/** The order's PDF: its confirmation until it ships, its invoice from then on; with progress and errors. */
export function DownloadDocumentButton({ order }: { order: Order }) {
  const download = useOrderDocumentDownload();
  const label = order.invoiceNumber ? 'Download invoice' : 'Download confirmation';
  return (
    <Box>
      <Button variant="outlined" loading={download.isPending} onClick={() => download.mutate(order._id)}>
        {label}
      </Button>
      {download.isPending && (
        <LinearProgress
          aria-label={`${label}: in progress`}
          variant={download.progress === null ? 'indeterminate' : 'determinate'}
          value={download.progress === null ? undefined : Math.round(download.progress * 100)}
          sx={{ mt: 1 }}
        />
      )}
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="document-error">
          The document could not be downloaded: {errorMessage(download.error)}
        </Alert>
      )}
    </Box>
  );
}
