import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '@toolshub/shared';
import { RatingStars } from './RatingStars';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="li" data-testid="review-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={review.reviewerImage} alt={review.reviewerName} slotProps={{ img: { loading: 'lazy' } }} />
          <Typography variant="subtitle1" component="h3">
            {review.reviewerName}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2">Rating: {review.reviewRating}</Typography>
          <RatingStars value={review.reviewRating} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {review.reviewText}
        </Typography>
      </CardContent>
    </Card>
  );
}
