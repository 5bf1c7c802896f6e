import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Link as RouterLink } from 'react-router';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { paths } from '../../../config/paths';
import { shop } from '../../../config/shop';

interface Service {
  title: string;
  text: string;
  Icon: SvgIconComponent;
}

const services: Service[] = [
  {
    title: 'Very easy to use',
    text: 'Pick a tool, choose a quantity from its minimum order up, and place the order in a minute. Your orders wait for you in your dashboard.',
    Icon: TouchAppIcon,
  },
  {
    title: 'Fastest Delivery',
    text: `Orders leave our warehouse within two working days and reach your workshop within ${shop.deliveryDays} days, anywhere in the country.`,
    Icon: LocalShippingIcon,
  },
  {
    title: 'Trusted Refund Policy',
    text: 'Send back what you did not need, unused, and get your money back with no questions asked.',
    Icon: VerifiedIcon,
  },
];

/** 'We Offer Best Service': three cards, each with a 'Learn More' link to '/' (as docs/product.md has it). */
export function BestService() {
  return (
    <Container component="section" aria-labelledby="services-heading" sx={{ py: 6 }}>
      <Typography id="services-heading" variant="h4" component="h2" align="center" gutterBottom>
        We Offer Best Service
      </Typography>
      <ResponsiveGrid label="Our services">
        {services.map(({ title, text, Icon }) => (
          <Card
            component="li"
            key={title}
            data-testid="service-card"
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
              <Typography variant="h6" component="h3" gutterBottom>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={paths.home}>
                Learn More<VisuallyHidden> about {title.toLowerCase()}</VisuallyHidden>
              </Button>
            </CardActions>
          </Card>
        ))}
      </ResponsiveGrid>
    </Container>
  );
}
