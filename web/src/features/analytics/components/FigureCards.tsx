import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, type AnalyticsReport } from '@toolshub/shared';

/** The window's totals as four labelled figures. */
export function FigureCards({ totals }: { totals: AnalyticsReport['totals'] }) {
  const figures = [
    { label: 'Revenue', value: formatPrice(totals.revenue), id: 'revenue' },
    { label: 'Orders', value: String(totals.orders), id: 'orders' },
    { label: 'Average order value', value: formatPrice(totals.averageOrderValue), id: 'average-order-value' },
    { label: 'New customers', value: String(totals.newCustomers), id: 'new-customers' },
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: 16, margin: 0 }}>
      {figures.map((figure) => (
        <Paper key={figure.id} variant="outlined" sx={{ p: 2 }} data-testid={`figure-${figure.id}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </dl>
  );
}
