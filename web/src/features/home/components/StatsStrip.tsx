import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

/** The product's static figures. */
const stats = [
  { label: 'Total Sales', value: '250.6K', change: '21% more than last month' },
  { label: 'Total Order', value: '160K', change: '51% more than last month' },
  { label: 'New User', value: '26%', change: '20% more than last month' },
];

export function StatsStrip() {
  return (
    <Container component="section" aria-labelledby="stats-heading" sx={{ py: 6 }}>
      <Typography id="stats-heading" variant="h4" component="h2" align="center" gutterBottom>
        Tools Hub in Numbers
      </Typography>
      <Box
        component="ul"
        aria-label="Shop statistics"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {stats.map((stat) => (
          <Paper
            component="li"
            key={stat.label}
            variant="outlined"
            data-testid="stat"
            sx={{ p: 3, textAlign: 'center' }}
          >
            <Typography variant="subtitle1" component="h3" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1 }}>
              {stat.value}
            </Typography>
            <Typography
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}
            >
              <TrendingUpIcon fontSize="small" aria-hidden />
              {stat.change}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
