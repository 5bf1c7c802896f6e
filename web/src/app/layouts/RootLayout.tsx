import Box from '@mui/material/Box';
import { Footer } from '../../components/Footer';
import { OfflineBanner } from '../../components/OfflineBanner';
import { SkipLink } from '../../components/SkipLink';
import { RoutedPage } from './RoutedPage';
import { ScrollRestoration } from './ScrollRestoration';
import { SiteNavbar } from './SiteNavbar';

export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink target="main" />
      <SiteNavbar />
      {/* tabIndex -1: the skip link can move keyboard focus here. At least a screen tall: the footer
          starts below the fold, so a page whose content arrives late (the purchase page waits for
          its tool) does not push a visible footer down (CLS). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <RoutedPage />
      </Box>
      <Footer />
      <OfflineBanner />
      <ScrollRestoration />
    </Box>
  );
}
