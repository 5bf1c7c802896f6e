import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const MAX_STARS = 5;

/**
 * A review's stars, drawn as MUI's small read-only Rating draws them (filled stars in its amber,
 * empty ones outlined in the theme's disabled colour), for the eye only: the card says
 * 'Rating: n' in words beside them. MUI's Rating is a form control (radio inputs, hover and focus
 * handling); only the picture is needed here, and Home shows it, so it stays out of Home's code.
 */
export function RatingStars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'inline-flex',
        fontSize: theme.typography.pxToRem(18),
        color: '#faaf00',
        textAlign: 'left',
        width: 'min-content',
      })}
    >
      {Array.from({ length: MAX_STARS }, (_, i) =>
        i < filled ? (
          <Box key={i} component="span" sx={{ display: 'flex' }}>
            <StarIcon fontSize="inherit" />
          </Box>
        ) : (
          <Box key={i} component="span" sx={{ display: 'flex', color: 'action.disabled' }}>
            <StarBorderIcon fontSize="inherit" />
          </Box>
        ),
      )}
    </Box>
  );
}
