import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice, formatTaxRate, fromCents } from '@toolshub/shared';

/** What an order or a cart owes: its net, its tax (at its rate, or without one when its lines' rates differ) and both added up. */
export interface TaxFigures {
  netCents: number;
  /** null: the lines' rates differ. */
  taxRate: number | null;
  taxCents: number;
  totalDueCents: number;
  /** A tax-exempt company's reference (no tax is charged). */
  exemptReference?: string | null;
}

/**
 * Net, tax and total due, one line each (the cart, an order's details). `testIdPrefix` names them
 * `{prefix}-net`, `{prefix}-tax`, `{prefix}-total-due`; `showNet: false` leaves the net out where
 * the screen already shows it.
 */
export function TaxTotals({
  figures,
  testIdPrefix,
  showNet = true,
  estimate = false,
}: {
  figures: TaxFigures;
  testIdPrefix: string;
  showNet?: boolean;
  /** The cart's: the order's own tax is computed when it is placed. */
  estimate?: boolean;
}) {
  const rate = figures.taxRate === null ? '' : ` (${formatTaxRate(figures.taxRate)})`;
  return (
    <Box>
      {showNet && (
        <Typography data-testid={`${testIdPrefix}-net`}>Net: {formatPrice(fromCents(figures.netCents))}</Typography>
      )}
      <Typography data-testid={`${testIdPrefix}-tax`}>
        Tax{rate}: {formatPrice(fromCents(figures.taxCents))}
      </Typography>
      {figures.exemptReference && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testIdPrefix}-exempt`}>
          Tax exempt: {figures.exemptReference}
        </Typography>
      )}
      <Typography variant="h6" component="p" data-testid={`${testIdPrefix}-total-due`}>
        Total due: {formatPrice(fromCents(figures.totalDueCents))}
      </Typography>
      {estimate && (
        <Typography variant="body2" color="text.secondary">
          Tax is worked out again when the order is placed.
        </Typography>
      )}
    </Box>
  );
}
