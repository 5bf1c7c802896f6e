import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import FactoryIcon from '@mui/icons-material/Factory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SellIcon from '@mui/icons-material/Sell';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { ReactNode } from 'react';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';
import { shop } from '../../../config/shop';

interface ShopPromise {
  title: string;
  text: ReactNode;
  Icon: SvgIconComponent;
}

const promises: ShopPromise[] = [
  {
    title: 'A national manufacturer',
    text: 'Most of our range is made in our own factory and shipped from our own warehouse, nationwide.',
    Icon: FactoryIcon,
  },
  {
    title: 'Reasonable prices',
    text: 'Wholesale prices per piece, shown up front, with no hidden fees at checkout.',
    Icon: SellIcon,
  },
  {
    title: `Delivery within ${shop.deliveryDays} days`,
    text: `Every order reaches your door within ${shop.deliveryDays} days of being placed.`,
    Icon: LocalShippingIcon,
  },
  {
    title: `${shop.replacementMonths}-month replacement guarantee`,
    text: `A tool that fails in normal use within ${shop.replacementMonths} months is replaced free of charge.`,
    Icon: AutorenewIcon,
  },
  {
    title: 'No-questions-asked refunds',
    text: 'Changed your mind? Return the tools unused and we refund you in full, no questions asked.',
    Icon: AssignmentReturnIcon,
  },
  {
    title: '24x7 service centre',
    text: (
      <>
        Reach us at any hour by e-mail at <Link href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</Link> or by
        phone on <Link href={shop.phone.href}>{shop.phone.display}</Link>.
      </>
    ),
    Icon: SupportAgentIcon,
  },
];

/** The landing page's promises (spec section 1). */
export function ShopPromises() {
  return (
    <Box component="section" aria-labelledby="promises-heading" sx={{ bgcolor: 'background.paper', py: 6 }}>
      <Container>
        <Typography id="promises-heading" variant="h4" component="h2" align="center" gutterBottom>
          Why Workshops Choose Tools Hub
        </Typography>
        <ResponsiveGrid label="Our promises">
          {promises.map(({ title, text, Icon }) => (
            <Stack component="li" key={title} direction="row" spacing={2} data-testid="promise">
              <Icon color="secondary" sx={{ fontSize: 32, mt: 0.5 }} aria-hidden />
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </div>
            </Stack>
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
