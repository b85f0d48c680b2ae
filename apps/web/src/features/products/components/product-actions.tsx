import { useState } from 'react';
import type { Product } from '@phonehaat/contract';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { BookingModal } from './booking-modal.tsx';
import { ProductDetailsModal } from './product-details-modal.tsx';

/**
 * Spec §2: signed out, one See Details button opening the details modal; signed in, a disabled See
 * Details and a buy now button opening the booking form. Nothing is guessed while auth is loading.
 */
export function ProductActions({ product, className = '' }: { product: Product; className?: string }) {
  const { user, loading } = useAuth();
  const [open, setOpen] = useState(false);
  // A card's modal is mounted the first time it opens, then kept (closing it returns focus to the
  // button): a grid of closed dialogs would double the page's first render and fetch their photos.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const close = () => setOpen(false);

  if (loading) {
    return (
      <div className={`flex gap-2 ${className}`}>
        <button type="button" className="btn btn-outline btn-primary flex-1" disabled>
          See Details
        </button>
      </div>
    );
  }

  if (!user) {
    return (
      <div className={`flex gap-2 ${className}`}>
        <button type="button" className="btn btn-outline btn-primary flex-1" onClick={show}>
          See Details
        </button>
        {opened && <ProductDetailsModal product={product} open={open} onClose={close} />}
      </div>
    );
  }

  return (
    <div className={`flex gap-2 ${className}`}>
      <button type="button" className="btn btn-outline flex-1" disabled>
        See Details
      </button>
      <button type="button" className="btn btn-primary flex-1" onClick={show}>
        buy now
      </button>
      {opened && (
        <BookingModal
          product={product}
          buyer={{ displayName: user.displayName, email: user.email }}
          open={open}
          onClose={close}
        />
      )}
    </div>
  );
}
