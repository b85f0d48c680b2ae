import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Order } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicConfig } from '../../../lib/get-public-config.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useChooseCash } from '../api/cash-api.ts';
import { useCashErrorText } from './use-cash-error-text.ts';

/**
 * Cash at the meet-up as a way to pay (decision 0034): shown only when the server offers `choose_cash`
 * (an accepted booking of a phone whose seller takes cash) and the operator enabled cash (GET /config). A confirmation, then the order page with
 * the hand-over code. Made to sit among the payment methods, or on the order page beside Pay Now.
 */
export function CashAtMeetupOption({ order }: { order: Order }) {
  // A courier order's cash is cash on delivery (issue 42), offered only where its seller takes it.
  const offered = order.actions.includes('choose_cash') && (!order.courier || order.courier.codOffered);
  return offered ? <OfferedCash order={order} /> : null;
}

type OptionText = 'title' | 'body' | 'choose' | 'confirmTitle' | 'confirmBody' | 'confirm' | 'back' | 'done';

/** The option's words: cash at the meet-up, or on a courier order cash on delivery (the price then with the fee). */
function useOptionTexts(order: Order) {
  const { t: cash } = useTranslation('cash');
  const { t: delivery } = useTranslation('delivery');
  const { tk } = useFormat();
  const price = tk(order.courier?.totalTk ?? order.price);
  const text = (key: OptionText) => (order.courier ? delivery(`cod.${key}`, { price }) : cash(`option.${key}`, { price }));
  return { t: text };
}

/** The operator may leave cash out of PAYMENT_PROVIDERS; the server then has no cash route either. */
function OfferedCash({ order }: { order: Order }) {
  const offered = usePublicConfig((config) => config.payments.methods.some((method) => method.id === 'cash'));
  return offered.data === true ? <CashOption order={order} /> : null;
}

function CashOption({ order }: { order: Order }) {
  const { t } = useOptionTexts(order);
  const [confirming, setConfirming] = useState(false);

  return (
    <section
      aria-labelledby="cash-option-title"
      className="rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="cash-option"
    >
      <h2 id="cash-option-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-base-content/80">{t('body')}</p>
      <button type="button" className="btn btn-outline btn-primary mt-3 w-full sm:w-auto" onClick={() => setConfirming(true)}>
        {t('choose')}
      </button>
      {confirming && <ConfirmCash order={order} onClose={() => setConfirming(false)} />}
    </section>
  );
}

function ConfirmCash({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useOptionTexts(order);
  const navigate = useNavigate();
  const errorText = useCashErrorText();
  const choose = useChooseCash(order._id);
  // Awaited rather than mutate's callbacks: reloading the booking after the choice may unmount this
  // dialog (the payment page then shows the cash notice instead of its methods), and mutate's
  // callbacks never run for an unmounted component, which left the buyer on the payment page.
  const confirm = async () => {
    try {
      await choose.mutateAsync();
    } catch (error) {
      toast.error(errorText(error));
      return;
    }
    toast.success(t('done'));
    onClose();
    await navigate(paths.order(order._id));
  };
  return (
    <Modal open onClose={onClose} title={t('confirmTitle')}>
      <p>{t('confirmBody')}</p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose} disabled={choose.isPending}>
          {t('back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={choose.isPending}>
          {choose.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('confirm')}
        </button>
      </div>
    </Modal>
  );
}
