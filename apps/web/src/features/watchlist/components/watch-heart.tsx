import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { HeartIcon, heartClasses, type HeartVariant } from './heart-icon.tsx';

// The heart's logic (the watched ids, the optimistic toggle, its toasts) and its texts load once someone is
// known to be signed in, never for visitors: the cards of `/` and /products carry a plain link for them.
const WatchToggle = lazy(() =>
  Promise.all([import('./watch-toggle.tsx'), loadPageTexts('watchlist')]).then(([module]) => ({ default: module.WatchToggle })),
);

interface WatchHeartProps {
  productId: string;
  variant?: HeartVariant;
  className?: string;
}

/**
 * The watchlist's heart (issue 39 §5) on a card or a product's page. A visitor (and anyone while the
 * account is being read) gets a link to sign in that comes back to this page; a signed-in person a
 * toggle, after a moment with its own code, its place held meanwhile.
 */
export function WatchHeart({ productId, variant = 'icon', className = '' }: WatchHeartProps) {
  const { user } = useAuth();
  const { t } = useTranslation('products');
  const location = useLocation();
  const label = t('watch.add');
  const words = variant === 'labelled' && <span>{label}</span>;
  if (!user)
    return (
      <Link
        to={paths.signIn}
        state={{ from: location }}
        className={heartClasses(variant, false, className)}
        aria-label={variant === 'icon' ? label : undefined}
      >
        <HeartIcon filled={false} />
        {words}
      </Link>
    );
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={heartClasses(variant, false, className)}
          aria-label={variant === 'icon' ? label : undefined}
          disabled
        >
          <HeartIcon filled={false} />
          {words}
        </button>
      }
    >
      <WatchToggle productId={productId} variant={variant} className={className} />
    </Suspense>
  );
}
