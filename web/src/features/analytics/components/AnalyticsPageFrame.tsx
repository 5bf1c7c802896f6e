import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/**
 * The room the window's toggle takes beside the heading, held in the frame so the heading and what
 * is under it stay where they are when the toggle arrives (measured: MUI's small ToggleButtonGroup
 * with 'Last 30 days' and 'Last 90 days').
 */
const TOOLBAR_SIZE = { width: 214, height: 39 };

/**
 * Analytics' heading row (the window's toggle in `toolbar`) around the report; alone, the frame a
 * full load of /dashboard/analytics paints before the app's code has run (app/page-frames.tsx).
 */
export function AnalyticsPageFrame({ toolbar, children }: { toolbar?: ReactNode; children?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="analytics-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="analytics-heading" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Analytics
        </Typography>
        {toolbar ?? <Box sx={TOOLBAR_SIZE} />}
      </Box>
      {children ?? <LoadingIndicator label="Loading the figures" />}
    </Box>
  );
}
