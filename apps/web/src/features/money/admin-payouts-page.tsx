import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorCodes, type Payout } from '@phonehaat/contract';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useAdminPayouts, useMarkPayoutPaid } from './api/admin-payouts.ts';
import { MarkPaidDialog } from './components/mark-paid-dialog.tsx';
import { MoneyHeading } from './components/money-heading.tsx';
import { usePoisha } from '../orders/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The admin's payouts (issue 24): waiting ones, oldest first; each marked paid with the transfer's reference. */
export default function AdminPayoutsPage() {
  const { t } = useTranslation('money');
  const { date, amount } = useFormat();
  const poisha = usePoisha();
  const errorText = useErrorText();
  const payouts = useAdminPayouts();
  const markPaid = useMarkPayoutPaid();
  const [chosen, setChosen] = useState<Payout | null>(null);
  // Read once per render: how long each payout has waited, in whole days.
  const [now] = useState(() => Date.now());

  async function confirm(reference: string) {
    if (!chosen) return;
    try {
      await markPaid.mutateAsync({ id: chosen._id, reference });
      toast.success(t('adminPayouts.success'));
    } catch (error) {
      const twice = error instanceof ApiError && error.code === errorCodes.payoutAlreadyPaid;
      toast.error(twice ? t('adminPayouts.alreadyPaid') : errorText(error));
    }
    setChosen(null);
  }

  return (
    <section>
      <MoneyHeading title={t('adminPayouts.title')} intro={t('adminPayouts.intro')} />
      {payouts.isPending ? (
        <Spinner />
      ) : payouts.isError ? (
        <LoadFailed what={t('adminPayouts.what')} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
      ) : payouts.data.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{t('adminPayouts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('adminPayouts.title')}>
          {payouts.data.map((payout) => {
            const waitedDays = Math.floor((now - Date.parse(payout.requestedAt)) / DAY_MS);
            return (
              <li
                key={payout._id}
                data-testid="admin-payout"
                className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="text-xl font-bold">{poisha(payout.amount)}</span>
                    <span className="font-medium">{payout.sellerName}</span>
                  </p>
                  <p className="mt-1 break-words">
                    <span className="badge badge-outline badge-sm mr-2">{t(`methods.${payout.method}`)}</span>
                    <span className="font-mono text-sm">{payout.account}</span>
                  </p>
                  <p className="mt-1 text-sm text-base-content/70">
                    {t('adminPayouts.askedOn', { date: date(payout.requestedAt) })}
                    {waitedDays > 0 && ` · ${t('adminPayouts.waited', { count: waitedDays, days: amount(waitedDays) })}`}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={t('adminPayouts.markPaidLabel', { amount: poisha(payout.amount), name: payout.sellerName })}
                  onClick={() => setChosen(payout)}
                >
                  {t('adminPayouts.markPaid')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <MarkPaidDialog payout={chosen} busy={markPaid.isPending} onConfirm={(reference) => void confirm(reference)} onClose={() => setChosen(null)} />
    </section>
  );
}
