import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { declineBody, handoverCodeBody, markSentBody, type Order } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useSellingOrders } from './api/get-selling-orders.ts';
import { useAcceptOrder, useCancelOrder, useDeclineOrder, useEnterHandoverCode, useMarkOrderSent } from './api/order-actions.ts';
import { OrderFormDialog, type OrderFormDialogProps } from './components/order-form-dialog.tsx';
import { SellingOrderCard, type OrderStep } from './components/selling-order-card.tsx';
import { useSellingErrorText } from './use-selling-error-text.ts';

/** States in which the seller has a move to make (the attention count's seller half). */
const waitingForSeller = (order: Order) => order.state === 'booked' || order.state === 'paid';

/**
 * "Bookings on my phones": every booking of the seller's listings as cards, each with the buyer's
 * name, phone and pick-up place, its state and only the actions the server says the seller may take.
 * Every action refreshes the list and the menu's count (order-actions.ts).
 */
export default function BookingsPage() {
  const { t } = useTranslation('selling');
  const orders = useSellingOrders();
  const roles = useRole();
  const accept = useAcceptOrder();
  const errorText = useSellingErrorText();
  const [step, setStep] = useState<{ order: Order; step: OrderStep } | null>(null);
  const list = orders.data ?? [];
  const waiting = list.filter(waitingForSeller).length;

  async function acceptOrder(order: Order) {
    try {
      await accept.mutateAsync(order._id);
      toast.success(t('toasts.accepted'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('bookings.title')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('bookings.title')}</h1>
        {waiting > 0 && <span className="badge badge-warning font-semibold">{t('bookings.waiting', { count: waiting })}</span>}
      </div>
      <p className="mb-4 text-sm text-base-content/80">{t('bookings.intro')}</p>

      {orders.isPending ? (
        <div className="flex justify-center py-10">
          <span className="loading loading-spinner loading-md text-primary" role="status" aria-label={t('bookings.title')} />
        </div>
      ) : orders.isError ? (
        <div className="rounded-box border border-base-300 py-10 text-center" role="alert">
          <p className="mb-4">{t('bookings.loadError')}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void orders.refetch()}>
            {t('bookings.retry')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-box border border-dashed border-base-300 px-4 py-10 text-center">
          <p className="text-lg font-semibold">{t('bookings.empty')}</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-base-content/80">{t('bookings.emptyHint')}</p>
          {/* A User has no listings yet: the way to sell is to become a Seller first. */}
          {roles.isSeller || roles.isAdmin ? (
            <Link to={paths.myProducts} className="btn btn-primary btn-sm mt-4">
              {t('bookings.myProducts')}
            </Link>
          ) : (
            <Link to={paths.becomeSeller} className="btn btn-primary btn-sm mt-4">
              {t('becomeSeller.button')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('bookings.listLabel')}>
          {list.map((order) => (
            <li key={order._id}>
              <SellingOrderCard
                order={order}
                accepting={accept.isPending && accept.variables === order._id}
                onAccept={(chosen) => void acceptOrder(chosen)}
                onOpen={(chosen, next) => setStep({ order: chosen, step: next })}
              />
            </li>
          ))}
        </ul>
      )}

      {step && <StepDialog key={`${step.order._id}-${step.step}`} order={step.order} step={step.step} onClose={() => setStep(null)} />}
    </section>
  );
}

/** The dialog of one step on one order: its texts, its check and its call. */
function StepDialog({ order, step, onClose }: { order: Order; step: OrderStep; onClose: () => void }) {
  const { t } = useTranslation('selling');
  const { tk } = useFormat();
  const decline = useDeclineOrder();
  const code = useEnterHandoverCode();
  const sent = useMarkOrderSent();
  const cancel = useCancelOrder();
  const name = order.productName;
  const done = (text: string) => () => void toast.success(text);

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
      validate: (value) => (handoverCodeBody.safeParse({ code: value }).success ? undefined : t('code.format')),
      submitText: t('code.submit'),
      backText: t('code.back'),
      onSubmit: (value) => code.mutateAsync({ id: order._id, code: value }).then(done(t('toasts.handedOver'))),
    },
    sent: {
      title: t('sent.title', { name }),
      help: t('sent.help'),
      label: t('sent.label'),
      placeholder: t('sent.placeholder'),
      kind: 'text',
      validate: (value) => (markSentBody.safeParse({ trackingReference: value }).success ? undefined : t('sent.required')),
      submitText: t('sent.submit'),
      backText: t('sent.back'),
      onSubmit: (trackingReference) => sent.mutateAsync({ id: order._id, trackingReference }).then(done(t('toasts.sent'))),
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
        cancel.mutateAsync({ id: order._id, reason: reason || undefined }).then(done(t(order.paidAt ? 'toasts.refunded' : 'toasts.cancelled'))),
    },
  };
  return <OrderFormDialog open onClose={onClose} {...dialogs[step]} />;
}
