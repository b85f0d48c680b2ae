import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Product } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useMarkProductSold, useRelistProduct } from '../api/listing-mutations.ts';
import { EditListingModal } from './edit-listing-modal.tsx';

/**
 * What a seller may do with one of their listings beside removing it: edit or mark sold while it is on
 * sale, relist one they marked sold; a reserved one waits for its hand-over.
 */
export function ListingActions({ product }: { product: Product }) {
  const { t } = useTranslation(['selling', 'product-page']);
  const errorText = useErrorText();
  const markSold = useMarkProductSold();
  const relist = useRelistProduct();
  const [editing, setEditing] = useState(false);
  const [confirmingSold, setConfirmingSold] = useState(false);
  const name = product.productName;

  async function confirmSold() {
    try {
      await markSold.mutateAsync(product._id);
      toast.success(t('listing.markedSold', { name }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setConfirmingSold(false);
    }
  }

  async function relistNow() {
    try {
      await relist.mutateAsync(product._id);
      toast.success(t('listing.relisted', { name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  if (product.status === 'reserved') {
    return (
      <Link to={paths.sellingBookings} className="link link-primary block max-w-56 text-sm">
        {/* A cash order reserves a phone nobody has paid for yet: the seller meets the buyer to be paid. */}
        {product.reservedForCash ? t('product-page:myProducts.reservedForCash') : t('listing.reservedNote')}
      </Link>
    );
  }
  if (product.status === 'sold') {
    if (!product.soldOutside) return null;
    return (
      <button type="button" className="btn btn-outline btn-primary btn-sm" aria-label={t('listing.relistLabel', { name })} disabled={relist.isPending} onClick={() => void relistNow()}>
        {relist.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {t('listing.relist')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-outline btn-primary btn-sm" aria-label={t('listing.editLabel', { name })} onClick={() => setEditing(true)}>
        {t('listing.edit')}
      </button>
      <button type="button" className="btn btn-outline btn-sm" aria-label={t('listing.markSoldLabel', { name })} onClick={() => setConfirmingSold(true)}>
        {t('listing.markSold')}
      </button>
      {editing && <EditListingModal product={product} onClose={() => setEditing(false)} />}
      <Modal open={confirmingSold} onClose={() => setConfirmingSold(false)} title={t('listing.markSoldTitle')}>
        <p className="text-sm text-base-content/80">{t('listing.markSoldBody', { name })}</p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn" onClick={() => setConfirmingSold(false)} disabled={markSold.isPending}>
            {t('listing.back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirmSold()} disabled={markSold.isPending}>
            {markSold.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('listing.markSoldConfirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
