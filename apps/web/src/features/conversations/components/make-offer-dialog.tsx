import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

// The form brings zod and react-hook-form: it loads when the dialog first opens, as the booking form does.
const MakeOfferForm = lazy(() => import('./make-offer-form.tsx'));

export interface OfferListing {
  productId: string;
  productName: string;
  productImage: string;
  /** The listing's price now, whole taka. */
  price: number;
}

interface MakeOfferDialogProps {
  listing: OfferListing;
  open: boolean;
  onClose: () => void;
  /** After the offer is made (the product page then opens its thread). */
  onSent?: (offer: Offer) => void;
}

/** A buyer's offer (issue 39 §4), from the product page or the thread: the price, and where and how to meet. */
export function MakeOfferDialog({ listing, open, onClose, onSent }: MakeOfferDialogProps) {
  const { t } = useTranslation('conversations');
  return (
    <Modal open={open} onClose={onClose} title={t('offer.title', { name: listing.productName })}>
      <Suspense fallback={<Spinner />}>
        <MakeOfferForm
          listing={listing}
          onCancel={onClose}
          onSent={(offer) => {
            onClose();
            onSent?.(offer);
          }}
        />
      </Suspense>
    </Modal>
  );
}
