import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BestOffers } from './best-offers.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { WhyTrustUs } from './why-trust-us.tsx';

/** Spec §2: the landing page at / and /home. */
export function HomePage() {
  const { t } = useTranslation('home');
  useEmailVerifiedNotice();
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

/**
 * The sign-up's verification link lands on `/?verified=email` (issue 38 §3): a toast says how it went, and
 * the address is tidied. The notice and its texts load only then, not with every first visit.
 */
function useEmailVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified');
  const failure = params.get('error');
  useEffect(() => {
    if (verified !== 'email') return;
    void import('../../features/account/email-verified-notice.ts').then((notice) => notice.showEmailVerifiedNotice(failure));
    setParams({}, { replace: true });
  }, [verified, failure, setParams]);
}
