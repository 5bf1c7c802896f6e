import { usePageTitle } from '../../hooks/use-page-title';
import { PopularTools } from '../catalog/components/PopularTools';
import { TrustedByPeople } from '../reviews/components/TrustedByPeople';
import { BestService } from './components/BestService';
import { HelpBanner } from './components/HelpBanner';
import { Hero } from './components/Hero';
import { ShopPromises } from './components/ShopPromises';
import { StatsStrip } from './components/StatsStrip';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      <PopularTools />
      <BestService />
      <ShopPromises />
      <HelpBanner />
      <TrustedByPeople />
      <StatsStrip />
    </>
  );
}
