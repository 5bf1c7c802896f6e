import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Company } from '@toolshub/shared';
import { creditFigures } from '../lib/company-display';

/**
 * A company's credit: used and available as a bar (or the open balance where it has no limit). A
 * meter, not a progress bar: it is a level, and the journeys wait for progress bars to go away.
 */
export function CreditBar({ company }: { company: Pick<Company, 'creditLimit' | 'creditUsed' | 'creditAvailable'> }) {
  const { percent, text } = creditFigures(company);
  return (
    <Box data-testid="credit-bar">
      <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="credit-text">
        {text}
      </Typography>
      {percent !== null && (
        <Box
          role="meter"
          aria-label="Credit used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          aria-valuetext={text}
          sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${percent}%`,
              bgcolor: percent >= 90 ? 'warning.main' : 'primary.main',
              borderRadius: 5,
            }}
          />
        </Box>
      )}
    </Box>
  );
}
