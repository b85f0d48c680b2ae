import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { declineBody, handoverCodeBody, markSentBody, type Order, type OrderAction } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useAcceptOrder, useCancelOrder, useDeclineOrder, useEnterHandoverCode, useMarkOrderSent } from '../api/order-actions.ts';
import { useSellingErrorText } from '../use-selling-error-text.ts';
import { BookPickupDialog } from './book-pickup-dialog.tsx';
import { NeirConfirm } from './neir-confirm.tsx';
import { OrderFormDialog, type OrderFormDialogProps } from './order-form-dialog.tsx';

/** The dialogs a step opens; accept needs none. */
type OrderStep = 'decline' | 'code' | 'sent' | 'cancel';
type Step = OrderStep | 'pickup';

/** The seller's actions, in the order they show; other actions in `actions` are not the seller's. */
export const sellerActions = ['accept', 'book_pickup', 'enter_code', 'mark_sent', 'decline', 'cancel'] as const satisfies readonly OrderAction[];

/**
 * The seller's buttons for one order — only those in its `actions` — and the dialog each opens: the
 * same on a card of "Bookings on my phones" (small) and on the order page.
 */
export function SellerOrderSteps({ order, size = 'md' }: { order: Order; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('selling');
  const { t: deliveryText } = useTranslation('delivery');
  const accept = useAcceptOrder();
  const errorText = useSellingErrorText();
  const [step, setStep] = useState<Step | null>(null);
  const [neirConfirmed, setNeirConfirmed] = useState(false);
  // A courier order (issue 42) goes by its booked pickup: no meet-up code, no typed tracking reference.
  const offered = sellerActions.filter(
    (action) => order.actions.includes(action) && !(order.courier && handoverActions.includes(action)),
  );
  if (offered.length === 0) return null;
  // The hand-over (code or courier) waits until the seller says the phone left their NEIR registration.
  const handsOver = offered.some((action) => handoverActions.includes(action));
  const small = size === 'sm' ? 'btn-sm' : '';

  async function acceptOrder() {
    try {
      await accept.mutateAsync(order._id);
      toast.success(t('toasts.accepted'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  const button = (action: OrderAction, tone: string, text: string, onClick: () => void, busy = false) => (
    <button
      key={action}
      type="button"
      className={`btn ${tone} ${small}`}
      disabled={busy || (handoverActions.includes(action) && !neirConfirmed)}
      onClick={onClick}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {text}
    </button>
  );
  const buttons: Record<(typeof sellerActions)[number], () => React.ReactNode> = {
    accept: () => button('accept', 'btn-primary', t('actions.accept'), () => void acceptOrder(), accept.isPending),
    book_pickup: () => button('book_pickup', 'btn-primary', deliveryText('pickup.button'), () => setStep('pickup')),
    enter_code: () => button('enter_code', 'btn-primary', t('actions.enterCode'), () => setStep('code')),
    mark_sent: () => button('mark_sent', 'btn-outline', t('actions.markSent'), () => setStep('sent')),
    decline: () => button('decline', 'btn-outline btn-error', t('actions.decline'), () => setStep('decline')),
    cancel: () =>
      button('cancel', 'btn-ghost text-error', t(order.paidAt ? 'actions.cancelPaid' : 'actions.cancel'), () =>
        setStep('cancel'),
      ),
  };

  return (
    <>
      {handsOver && <NeirConfirm checked={neirConfirmed} onChange={setNeirConfirmed} />}
      {offered.map((action) => buttons[action]())}
      {step === 'pickup' && <BookPickupDialog order={order} onClose={() => setStep(null)} />}
      {step && step !== 'pickup' && <StepDialog key={step} order={order} step={step} onClose={() => setStep(null)} />}
    </>
  );
}

/** The seller's hand-over steps: each asks first that the phone was de-registered from NEIR (issue 26). */
const handoverActions: readonly OrderAction[] = ['enter_code', 'mark_sent'];

/** The dialog of one step on one order: its texts, its check and its call. */
function StepDialog({ order, step, onClose }: { order: Order; step: OrderStep; onClose: () => void }) {
  const { t } = useTranslation('selling');
  const { t: cashText } = useTranslation('cash');
  const { tk } = useFormat();
  const decline = useDeclineOrder();
  const code = useEnterHandoverCode();
  const sent = useMarkOrderSent();
  const cancel = useCancelOrder();
  const name = order.productName;
  const done = (text: string) => () => void toast.success(text);
  // The hand-over buttons stay disabled until the box is ticked, so a hand-over dialog always has it.
  const neir = { neirDeregistered: true as const };

  const dialogs: Record<OrderStep, Omit<OrderFormDialogProps, 'open' | 'onClose'>> = {
    decline: {
      title: t('decline.title', { name }),
      help: t('decline.reasonHint'),
      label: t('decline.reason'),
      placeholder: t('decline.placeholder'),
      kind: 'textarea',
      validate: (value) => (declineBody.safeParse({ reason: value }).success ? undefined : t('decline.required')),
      submitText: t('decline.submit'),
      backText: t('decline.back'),
      tone: 'error',
      onSubmit: (reason) => decline.mutateAsync({ id: order._id, reason }).then(done(t('toasts.declined'))),
    },
    code: {
      title: t('code.title', { name }),
      help: t('code.help'),
      label: t('code.label'),
      kind: 'code',
      validate: (value) => (handoverCodeBody.shape.code.safeParse(value).success ? undefined : t('code.format')),
      submitText: t('code.submit'),
      backText: t('code.back'),
      onSubmit: (value) =>
        code
          .mutateAsync({ id: order._id, code: value, ...neir })
          .then(done(order.cash ? cashText('toasts.sold') : t('toasts.handedOver'))),
    },
    sent: {
      title: t('sent.title', { name }),
      help: t('sent.help'),
      label: t('sent.label'),
      placeholder: t('sent.placeholder'),
      kind: 'text',
      validate: (value) => (markSentBody.shape.trackingReference.safeParse(value).success ? undefined : t('sent.required')),
      submitText: t('sent.submit'),
      backText: t('sent.back'),
      onSubmit: (trackingReference) =>
        sent.mutateAsync({ id: order._id, trackingReference, ...neir }).then(done(t('toasts.sent'))),
    },
    cancel: {
      title: t('cancel.title'),
      help: order.paidAt ? t('cancel.bodyPaid', { name, price: tk(order.price) }) : t('cancel.body', { name }),
      label: t('cancel.reason'),
      kind: 'textarea',
      validate: () => undefined,
      submitText: t('cancel.confirm'),
      backText: t('cancel.keep'),
      tone: 'error',
      onSubmit: (reason) =>
        cancel
          .mutateAsync({ id: order._id, reason: reason || undefined })
          .then(done(t(order.paidAt ? 'toasts.refunded' : 'toasts.cancelled'))),
    },
  };
  return <OrderFormDialog open onClose={onClose} {...dialogs[step]} />;
}
