import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Order } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeliveryErrorText } from '../../delivery/index.ts';
import { useBookPickup } from '../api/order-actions.ts';
import { NeirConfirm } from './neir-confirm.tsx';

/**
 * The seller books the courier's pickup of a courier order (issue 42): the phone off their NEIR record
 * first (the hand-over's own tick), then POST /orders/{id}/pickup; the order page then shows the parcel.
 */
export function BookPickupDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const errorText = useDeliveryErrorText();
  const pickup = useBookPickup();
  const [neirConfirmed, setNeirConfirmed] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function book() {
    setFailure(undefined);
    try {
      await pickup.mutateAsync({ id: order._id, neirDeregistered: true });
      toast.success(t('pickup.done'));
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <Modal open onClose={onClose} title={t('pickup.title', { name: order.productName })}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-base-content/80">{t('pickup.body', { place: order.courier?.pickupFrom ?? order.sellerLocation })}</p>
        <NeirConfirm checked={neirConfirmed} onChange={setNeirConfirmed} />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn" onClick={onClose} disabled={pickup.isPending}>
            {t('pickup.back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void book()} disabled={!neirConfirmed || pickup.isPending}>
            {pickup.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('pickup.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
