import { useTranslation } from 'react-i18next';
import { BestOffers } from './best-offers.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { WhyTrustUs } from './why-trust-us.tsx';

/** Spec §2: the landing page at / and /home. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('pageTitle')}</title>
      <HeroCarousel />
      <HowItWorks />
      <CategoryGrid />
      <BestOffers />
      <WhyTrustUs />
    </>
  );
}
