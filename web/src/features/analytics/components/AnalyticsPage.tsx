import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ANALYTICS_WINDOWS, type AnalyticsWindow } from '@toolshub/shared';
import { QueryState } from '../../../components/QueryState';
import { SessionMayStart } from '../../../lib/auth-session';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsPageFrame } from './AnalyticsPageFrame';
import { DailyCharts } from './DailyCharts';
import { FigureCards } from './FigureCards';
import { LowStockList } from './LowStockList';
import { StatusChart } from './StatusChart';
import { ToolRanking } from './ToolRanking';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Admin: the shop's sales over 30 or 90 days, orders by status, top tools and low stock. */
export function AnalyticsPage() {
  usePageTitle('Analytics');
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const report = useAnalytics(days);

  return (
    <AnalyticsPageFrame
      toolbar={
        <ToggleButtonGroup
          value={days}
          exclusive
          size="small"
          aria-label="Window"
          onChange={(_event, value: AnalyticsWindow | null) => value !== null && setDays(value)}
        >
          {ANALYTICS_WINDOWS.map((window) => (
            <ToggleButton key={window} value={window} sx={{ color: 'text.primary' }}>
              Last {window} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {report.isFetching && report.isPlaceholderData && <LinearProgress aria-label="Loading the figures" />}
      {report.isRefetchError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          An error has occurred: {errorMessage(report.error)}
        </Alert>
      )}
      <QueryState
        query={{ isPending: report.isPending, isError: report.isLoadingError, error: report.error, data: report.data }}
        label="Loading the figures"
      >
        {(data) => (
          // One column no wider than the page: a wide table or chart inside cannot widen it.
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
            data-testid="analytics-report"
            data-days={data.days}
          >
            <SessionMayStart />
            <Typography color="text.secondary">
              <time dateTime={data.from}>{data.from}</time> to <time dateTime={data.to}>{data.to}</time> (UTC days)
            </Typography>
            <FigureCards totals={data.totals} />
            <Section id="daily-heading" title="Sales per day">
              <DailyCharts daily={data.daily} />
            </Section>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <Section id="status-heading" title="Orders by status">
                  <StatusChart byStatus={data.ordersByStatus} />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <Section id="low-stock-heading" title="Low stock">
                  <LowStockList tools={data.lowStock} />
                </Section>
              </Grid>
            </Grid>
            <Section id="top-tools-heading" title="Top tools">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, xl: 6 }}>
                  <ToolRanking title="By revenue" tools={data.topToolsByRevenue} testId="top-by-revenue" />
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }}>
                  <ToolRanking title="By pieces" tools={data.topToolsByPieces} testId="top-by-pieces" />
                </Grid>
              </Grid>
            </Section>
          </Box>
        )}
      </QueryState>
    </AnalyticsPageFrame>
  );
}

export default AnalyticsPage;
