import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';

/** Card-shaped placeholders where tools are on their way (the grid keeps its size: no jump). */
export function ToolGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading tools" data-testid="tool-skeletons">
      <ResponsiveGrid>
        {Array.from({ length: count }, (_, i) => (
          <Card component="li" key={i} aria-hidden="true">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <CardContent>
              <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} width="70%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="45%" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="30%" sx={{ fontSize: '1.25rem' }} />
            </CardContent>
          </Card>
        ))}
      </ResponsiveGrid>
    </div>
  );
}
