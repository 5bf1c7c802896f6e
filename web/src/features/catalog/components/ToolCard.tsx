import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  buyerPriceListOf,
  descriptionPreview,
  formatPrice,
  fromCents,
  lowestUnitPriceCents,
  priceListOf,
  type Tool,
} from '@toolshub/shared';
import { AddToCartSlot } from '../../../components/tool-actions';
import { paths } from '../../../config/paths';

interface Props {
  tool: Tool;
  /** The first cards of a page load at once (they are in the first screen). */
  eager?: boolean;
  /** The card's title level: under the page's h1 on the catalogue, under a section's h2 on Home. */
  titleComponent?: 'h2' | 'h3';
}

export function ToolCard({ tool, eager = false, titleComponent = 'h3' }: Props) {
  return (
    <Card component="li" data-testid="tool-card" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardMedia
        component="img"
        image={tool.imageLink}
        alt={tool.toolName}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover', height: 'auto' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component={titleComponent} gutterBottom>
          {tool.toolName}
        </Typography>
        <Typography variant="body2">Minimum Order: {tool.minOrder}</Typography>
        <Typography variant="body2">Available :{tool.available}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {descriptionPreview(tool.toolDescription)}
        </Typography>
        <CardPrice tool={tool} />
        <YourPrice tool={tool} />
      </CardContent>
      <CardActions disableSpacing sx={{ flexDirection: 'column', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.order(tool._id)}
          variant="contained"
          fullWidth
          aria-label={`Buy Now: ${tool.toolName}`}
        >
          Buy Now
        </Button>
        <AddToCartSlot tool={tool} />
      </CardActions>
    </Card>
  );
}

/**
 * A signed-in member's contract price (the API sends `yourPrice` only to them): at the minimum
 * order, or "from" its lowest where the contract's tiers go lower.
 */
function YourPrice({ tool }: { tool: Tool }) {
  if (tool.yourPrice === undefined || tool.yourPrice === null) return null;
  const lowest = fromCents(lowestUnitPriceCents(buyerPriceListOf(tool)));
  return (
    <Typography variant="h6" component="p" color="success.main" data-testid="your-price">
      Your price: {lowest < tool.yourPrice ? `from ${formatPrice(lowest)}` : formatPrice(tool.yourPrice)}
    </Typography>
  );
}

/** The list price, or "from" the lowest tier's price where the tool has volume pricing. */
function CardPrice({ tool }: { tool: Tool }) {
  const firstTier = tool.priceTiers[0];
  if (!firstTier) {
    return (
      <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }} data-testid="card-price">
        {formatPrice(tool.price)}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }} data-testid="card-price">
        from {formatPrice(fromCents(lowestUnitPriceCents(priceListOf(tool))))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatPrice(tool.price)} a piece, less from {firstTier.minQuantity} pieces
      </Typography>
    </>
  );
}
