import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useRole } from '../../../lib/auth/use-role.ts';
import { useIsOwnListing } from '../api/get-own-listings.ts';
import { BookingModal } from '../../orders/index.ts';

// The dialogs open on a tap: their code (and the dialog's own) loads then, not with every page of cards
// (the booking dialog is lazy in the orders feature's index.ts).
const ProductDetailsModal = lazy(() =>
  import('./product-details-modal.tsx').then(({ ProductDetailsModal }) => ({ default: ProductDetailsModal })),
);

/** A sold or reserved phone can no longer be booked: say so where the buttons were. */
function SoldNote({ className, reserved = false }: { className: string; reserved?: boolean }) {
  const { t } = useTranslation('products');
  return (
    <div className={`flex gap-2 ${className}`}>
      <p className="flex min-h-10 flex-1 items-center justify-center rounded-field bg-base-200 px-3 text-center text-sm font-semibold text-base-content/70">
        {t(reserved ? 'actions.reserved' : 'actions.sold')}
      </p>
    </div>
  );
}

/** The seller's own listing: booking it would fail, so point to where it is managed instead. */
function OwnListingNote({ className }: { className: string }) {
  const { isAdmin, isSeller } = useRole();
  const { t } = useTranslation('products');
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <p className="flex-1 text-sm font-semibold text-base-content/70">{t('actions.yourListing')}</p>
      <Link to={isSeller || !isAdmin ? paths.myProducts : paths.allProducts} className="btn btn-outline btn-primary flex-1">
        {t('actions.manage')}
      </Link>
    </div>
  );
}

/**
 * Spec §2: signed out, one See Details button opening the details modal; signed in, a disabled See
 * Details and a buy now button opening the booking form. Nothing is guessed while auth is loading.
 * Neither is offered where booking would fail: a sold phone says 'Sold', the user's own listing
 * links to where it is managed.
 */
export function ProductActions({ product, className = '' }: { product: Product; className?: string }) {
  const { user, loading } = useAuth();
  const { t } = useTranslation('products');
  const [open, setOpen] = useState(false);
  // A card's modal is mounted the first time it opens, then kept (closing it returns focus to the
  // button): a grid of closed dialogs would double the page's first render and fetch their photos.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const own = useIsOwnListing(product);

  if (product.status === 'sold') return <SoldNote className={className} />;
  if (product.status === 'reserved') return <SoldNote className={className} reserved />;

  if (loading) {
    return (
      <div className={`flex gap-2 ${className}`}>
        {/* Its own key: once auth reports, a new button takes its place. Reused, the element would ease from the
            disabled grey to the live colours (daisyUI's transition), a moment of unreadable contrast. */}
        <button key="waiting" type="button" className="btn btn-outline btn-primary flex-1" disabled>
          {t('actions.seeDetails')}
        </button>
      </div>
    );
  }

  if (!user) {
    return (
      <div className={`flex gap-2 ${className}`}>
        <button type="button" className="btn btn-outline btn-primary flex-1" onClick={show}>
          {t('actions.seeDetails')}
        </button>
        {opened && (
          <Suspense fallback={null}>
            <ProductDetailsModal product={product} open={open} onClose={close} />
          </Suspense>
        )}
      </div>
    );
  }

  if (own) return <OwnListingNote className={className} />;

  return (
    <div className={`flex gap-2 ${className}`}>
      <button type="button" className="btn btn-outline flex-1" disabled>
        {t('actions.seeDetails')}
      </button>
      <button type="button" className="btn btn-primary flex-1" onClick={show}>
        {t('actions.buyNow')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <BookingModal
            product={product}
            buyer={{ displayName: user.displayName, email: user.email }}
            open={open}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
