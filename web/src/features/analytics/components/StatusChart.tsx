import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { BarChart } from '@mui/x-charts/BarChart';
import { ORDER_STATUSES, type AnalyticsReport } from '@toolshub/shared';
import { MeasuredChart } from './MeasuredChart';

const label = (status: string) => status[0]?.toUpperCase() + status.slice(1);

/** Orders placed in the window by their status now: a bar each, and the counts as a list. */
export function StatusChart({ byStatus }: { byStatus: AnalyticsReport['ordersByStatus'] }) {
  return (
    <>
      <Box role="figure" aria-label="Orders by status">
        <MeasuredChart height={220}>
          {(width) => (
            <BarChart
              width={width}
              height={220}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: ORDER_STATUSES.map(label), width: 90 }]}
              series={[{ data: ORDER_STATUSES.map((status) => byStatus[status]), label: 'Orders' }]}
              hideLegend
              skipAnimation
            />
          )}
        </MeasuredChart>
      </Box>
      <List dense aria-label="Orders by status">
        {ORDER_STATUSES.map((status) => (
          <ListItem key={status} data-testid={`status-${status}`} disableGutters>
            {label(status)}: {byStatus[status]}
          </ListItem>
        ))}
      </List>
    </>
  );
}
