import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { MAX_PRICE_TIERS } from '@toolshub/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import type { ListItemField } from '../../../lib/form-errors';

/** Every tier field a form can show, so that the API's messages land under them. */
export const PRICE_TIER_FIELDS: ListItemField[] = Array.from({ length: MAX_PRICE_TIERS }, (_, i) => [
  `priceTiers[${i}].minQuantity` as const,
  `priceTiers[${i}].price` as const,
]).flat();

interface TierDraft {
  minQuantity: number | '';
  price: number | '';
}

/**
 * The tool's volume pricing: up to MAX_PRICE_TIERS breaks, each "from N pieces, $X a piece", with
 * larger quantities and lower prices down the list (the shared schema says so, as the API does).
 */
export function PriceTiersField() {
  const { values } = useFormikContext<{ priceTiers: TierDraft[] }>();
  const tiers = values.priceTiers;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1">
        Volume pricing
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Optional: a lower price a piece from a larger quantity, at most {MAX_PRICE_TIERS} breaks.
      </Typography>
      <FieldArray name="priceTiers">
        {(list) => (
          <>
            {tiers.map((_, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="price-tier-row">
                <FormTextField
                  name={`priceTiers[${i}].minQuantity`}
                  id={`priceTiers-${i}-minQuantity`}
                  label={`Tier ${i + 1}: from pieces`}
                  type="number"
                  slotProps={{ htmlInput: { min: 2, step: 1 } }}
                />
                <FormTextField
                  name={`priceTiers[${i}].price`}
                  id={`priceTiers-${i}-price`}
                  label={`Tier ${i + 1}: price a piece`}
                  type="number"
                  slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                />
                <IconButton aria-label={`Remove tier ${i + 1}`} onClick={() => list.remove(i)} sx={{ mt: 3 }}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <TiersError />
            <Button
              onClick={() => list.push({ minQuantity: '', price: '' } satisfies TierDraft)}
              disabled={tiers.length >= MAX_PRICE_TIERS}
              sx={{ mt: 1 }}
            >
              Add a price break
            </Button>
          </>
        )}
      </FieldArray>
    </Box>
  );
}

/** A message about the list as a whole (too many tiers), where no one field is at fault. */
function TiersError() {
  const { errors, submitCount } = useFormikContext<{ priceTiers: TierDraft[] }>();
  const error: unknown = getIn(errors, 'priceTiers');
  if (typeof error !== 'string' || submitCount === 0) return null;
  return (
    <Typography color="error" variant="body2" role="alert">
      {error}
    </Typography>
  );
}
