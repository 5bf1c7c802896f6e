import { Suspense } from 'react';
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
/** The sections below the hero, in page order. */
const belowTheHero = [PopularTools, BestService, ShopPromises, HelpBanner, TrustedByPeople, StatsStrip];

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      {/* Each section below the hero is its own boundary, so React hydrates them one task at a
          time and lets the browser in between, instead of in one long task (Total Blocking Time). */}
      {belowTheHero.map((Section, i) => (
        <Suspense key={i} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
