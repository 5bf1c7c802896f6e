import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/QueryState';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './ReviewCard';

export function TrustedByPeople() {
  const reviews = useReviews();
  return (
    <Container component="section" aria-labelledby="reviews-heading" sx={{ py: 6 }}>
      <Typography id="reviews-heading" variant="h4" component="h2" align="center" gutterBottom>
        Trusted By People
      </Typography>
      <QueryState query={reviews} label="Loading reviews">
        {(list) => (
          <ResponsiveGrid label="Customer reviews">
            {list.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ResponsiveGrid>
        )}
      </QueryState>
    </Container>
  );
}
