import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Buyer } from './booking-form.tsx';

// The form brings zod and react-hook-form: it loads when a buyer opens the modal, not with the page.
const BookingForm = lazy(() => import('./booking-form.tsx'));

interface BookingModalProps {
  product: Product;
  buyer: Buyer;
  open: boolean;
  onClose: () => void;
}

export function BookingModal({ product, buyer, open, onClose }: BookingModalProps) {
  const { t } = useTranslation('products');
  return (
    <Modal open={open} onClose={onClose} title={t('booking.title', { name: product.productName })}>
      <Suspense fallback={<Spinner label={t('booking.loading')} />}>
        <BookingForm product={product} buyer={buyer} onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
