import { useTranslation } from 'react-i18next';
import type { Payout } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { usePoisha } from '../../orders/index.ts';

/** The seller's payouts, newest first: how much, where to, when asked, and paid (with the reference) or waiting. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation('money');
  const { date } = useFormat();
  const poisha = usePoisha();
  if (payouts.length === 0) return <p className="rounded-box bg-base-200 p-4 text-base-content/80">{t('history.empty')}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100" aria-label={t('history.title')}>
      {payouts.map((payout) => (
        <li key={payout._id} className="flex items-start justify-between gap-3 px-4 py-3" data-testid="payout-row">
          <div className="min-w-0">
            <p className="font-semibold">{poisha(payout.amount)}</p>
            <p className="text-sm break-words text-base-content/70">
              {t(`methods.${payout.method}`)} · {payout.account}
            </p>
            <p className="text-xs text-base-content/70">{t('history.askedOn', { date: date(payout.requestedAt) })}</p>
          </div>
          <div className="shrink-0 text-right">
            <span className={`badge ${payout.status === 'paid' ? 'badge-success' : 'badge-warning'}`}>{t(`history.status.${payout.status}`)}</span>
            {payout.status === 'paid' && (
              <>
                <p className="mt-1 text-xs text-base-content/70">{t('history.paidOn', { date: date(payout.paidAt ?? payout.requestedAt) })}</p>
                <p className="text-xs break-all text-base-content/70">{t('history.reference', { reference: payout.reference })}</p>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
