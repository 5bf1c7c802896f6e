import Accordion from '@mui/material/Accordion';
import Box from '@mui/material/Box';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatPrice, type AnalyticsDay } from '@toolshub/shared';
import { formatCompactMoney } from '../compact-money';
import { MeasuredChart } from './MeasuredChart';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** Revenue (a line) and orders (bars) per UTC day, with every figure also in a table. */
export function DailyCharts({ daily }: { daily: AnalyticsDay[] }) {
  const dates = daily.map((day) => day.date);
  const xAxis = [{ scaleType: 'band' as const, data: dates, valueFormatter: dayLabel }];
  return (
    <>
      <Typography variant="h6" component="h3" id="revenue-chart-title">
        Revenue per day
      </Typography>
      {/* The chart's own title/desc props put aria-label on a role="none" element (axe: aria-prohibited-attr). */}
      <Box role="figure" aria-labelledby="revenue-chart-title">
        <MeasuredChart height={260}>
          {(width) => (
            <LineChart
              width={width}
              height={260}
              xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
              // Compact labels ($6k, $4.5k) fit the axis's width at any size; the tooltip keeps the cents.
              yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : formatCompactMoney(v)), width: 52 }]}
              series={[
                { data: daily.map((d) => d.revenue), label: 'Revenue', valueFormatter: (v) => formatPrice(v ?? 0) },
              ]}
              hideLegend
              skipAnimation
            />
          )}
        </MeasuredChart>
      </Box>
      <Typography variant="h6" component="h3" id="orders-chart-title">
        Orders per day
      </Typography>
      <Box role="figure" aria-labelledby="orders-chart-title">
        <MeasuredChart height={220}>
          {(width) => (
            <BarChart
              width={width}
              height={220}
              xAxis={xAxis}
              yAxis={[{ width: 40 }]}
              series={[{ data: daily.map((d) => d.orders), label: 'Orders' }]}
              hideLegend
              skipAnimation
            />
          )}
        </MeasuredChart>
      </Box>
      {/* Its rows (a row a day, up to 90) are drawn when it is opened, not with the charts (at 30 days, a quarter of the page's elements). */}
      <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary aria-controls="daily-figures" id="daily-figures-summary">
          Figures per day
        </AccordionSummary>
        {/* MUI gives its region the summary's aria-controls id: the details need none of their own. */}
        <AccordionDetails
          role="region"
          aria-label="Figures per day"
          tabIndex={0}
          sx={{ maxHeight: 360, overflow: 'auto' }}
        >
          <Table size="small" aria-label="Figures per day">
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell align="right">Orders</TableCell>
                <TableCell align="right">Revenue</TableCell>
                <TableCell align="right">New customers</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...daily].reverse().map((day) => (
                <TableRow key={day.date} data-testid="daily-row">
                  <TableCell>
                    <time dateTime={day.date}>{day.date}</time>
                  </TableCell>
                  <TableCell align="right">{day.orders}</TableCell>
                  <TableCell align="right">{formatPrice(day.revenue)}</TableCell>
                  <TableCell align="right">{day.newCustomers}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </AccordionDetails>
      </Accordion>
    </>
  );
}
