import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { HeldPaymentDecisionBody } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useDecideHeldPayment } from '../api/reconciliation.ts';

type Decision = HeldPaymentDecisionBody['decision'];

/**
 * A payment the gateway flagged risky waits for the admin (SSLCommerz risk_level 1): accept it (the sale
 * is recorded, a phone sold meanwhile refunds it) or refund it. Each asks once more first: money moves.
 */
export function HeldPaymentActions({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation('gateways');
  const errorText = useErrorText();
  const decide = useDecideHeldPayment();
  const [asking, setAsking] = useState<Decision | null>(null);
  const confirm = (decision: Decision) =>
    decide.mutate(
      { checkoutId, decision },
      {
        onSuccess: ({ outcome }) => {
          toast.success(t(`reconciliation.held.done.${outcome === 'paid' ? 'accepted' : 'refunded'}`));
          setAsking(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button type="button" className="btn btn-primary btn-xs" onClick={() => setAsking('accept')}>
        {t('reconciliation.held.accept')}
      </button>
      <button type="button" className="btn btn-outline btn-xs" onClick={() => setAsking('refund')}>
        {t('reconciliation.held.refund')}
      </button>
      {asking && (
        <Modal open onClose={() => setAsking(null)} title={t(`reconciliation.held.confirmTitle.${asking}`)}>
          <p>{t(`reconciliation.held.confirmBody.${asking}`)}</p>
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => setAsking(null)} disabled={decide.isPending}>
              {t('reconciliation.held.back')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => confirm(asking)} disabled={decide.isPending}>
              {decide.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t(`reconciliation.held.${asking}`)}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
