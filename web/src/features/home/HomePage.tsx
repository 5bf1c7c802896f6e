import { usePageTitle } from '../../hooks/use-page-title';
import { PopularTools } from '../catalog/components/PopularTools';
import { TrustedByPeople } from '../reviews/components/TrustedByPeople';
import { Hero } from './components/Hero';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      <PopularTools />
      <TrustedByPeople />
    </>
  );
}
