import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Order } from '@toolshub/shared';
import { timelineOf } from '../order-timeline';
import { OrderDate } from './OrderDate';

/** The order's history, oldest first, each step with its date. */
export function OrderTimeline({ order }: { order: Order }) {
  const entries = timelineOf(order);
  return (
    <List component="ol" dense aria-label="Order history" sx={{ listStyle: 'none', pl: 0 }}>
      {entries.map((entry, i) => (
        <ListItem
          key={`${entry.kind}-${i}`}
          data-testid="timeline-entry"
          sx={{ borderLeft: 3, borderColor: entry.kind === 'cancelled' ? 'error.main' : 'primary.main', mb: 1 }}
        >
          <ListItemText
            primary={entry.title}
            secondary={
              <>
                {entry.at ? <OrderDate iso={entry.at} withTime /> : 'Date not recorded'}
                {entry.detail && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {entry.detail}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
