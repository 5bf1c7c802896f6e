import { PopularTools } from '../../features/catalog/components/PopularTools';
import { BestService } from '../../features/home/components/BestService';
import { HelpBanner } from '../../features/home/components/HelpBanner';
import { Hero } from '../../features/home/components/Hero';
import { ShopPromises } from '../../features/home/components/ShopPromises';
import { StatsStrip } from '../../features/home/components/StatsStrip';
import { TrustedByPeople } from '../../features/reviews/components/TrustedByPeople';
import { usePageTitle } from '../../hooks/use-page-title';

/**
 * The home page puts several features side by side (the shop's own sections, the catalogue's
 * popular tools, the reviews), so it is composed here in the app layer: features never import
 * one another.
 */
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
