import { Suspense } from 'react';
import { PopularTools } from '../../features/catalog/components/PopularTools';
import { BestService } from '../../features/home/components/BestService';
import { HelpBanner } from '../../features/home/components/HelpBanner';
import { Hero } from '../../features/home/components/Hero';
import { ShopPromises } from '../../features/home/components/ShopPromises';
import { StatsStrip } from '../../features/home/components/StatsStrip';
import { TrustedByPeople } from '../../features/reviews/components/TrustedByPeople';
import { usePageTitle } from '../../hooks/use-page-title';
import { Island } from '../../islands/Island';

/** The inquiry form is the one interactive section: a visitor's Home hydrates it as an island. */
function HelpIsland() {
  return (
    <Island name="help">
      <HelpBanner />
    </Island>
  );
}

/** The sections below the hero, in page order. */
const belowTheHero = [PopularTools, BestService, ShopPromises, HelpIsland, TrustedByPeople, StatsStrip];

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
