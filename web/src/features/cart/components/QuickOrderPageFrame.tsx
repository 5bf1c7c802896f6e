import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * Quick order's heading and how to write its lines, around the form; alone, the frame a full load
 * of /quick-order paints before the app's code has run (app/page-frames.tsx).
 */
export function QuickOrderPageFrame({ children }: { children?: ReactNode }) {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Quick order
      </Typography>
      <Typography color="text.secondary" id="quick-order-help" sx={{ mb: 2 }}>
        One line per tool: its SKU and the number of pieces, like <code>HAM-CLAW-16OZ 50</code> or{' '}
        <code>HAM-CLAW-16OZ,50</code>. Paste a column from a spreadsheet or upload a CSV file; a header row is skipped.
        A SKU on several lines is ordered once, with the quantities added up.
      </Typography>
      {children ?? <LoadingIndicator label="Loading the quick order form" />}
    </Container>
  );
}
