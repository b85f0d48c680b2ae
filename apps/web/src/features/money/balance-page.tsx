import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useBalance, useLedger, useMyPayouts } from './api/get-balance.ts';
import { BalanceSummary } from './components/balance-summary.tsx';
import { LedgerList } from './components/ledger-list.tsx';
import { MoneyHeading } from './components/money-heading.tsx';
import { PayoutForm } from './components/payout-form.tsx';
import { PayoutHistory } from './components/payout-history.tsx';

/** The seller's money (issue 24): the balance from the ledger, a payout request, payouts and the ledger's entries. */
export default function BalancePage() {
  const { t } = useTranslation('money');
  const balance = useBalance();
  const ledger = useLedger();
  const payouts = useMyPayouts();

  return (
    <section>
      <MoneyHeading title={t('balance.title')} intro={t('balance.intro')} />
      {balance.isPending ? (
        <Spinner />
      ) : balance.isError ? (
        <LoadFailed what={t('balance.what')} onRetry={() => void balance.refetch()} retrying={balance.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          <BalanceSummary balance={balance.data} />
          {/* One column of minmax(0, 1fr) on a phone: an auto column grows to its longest line (a phone's name, a
              ledger label) and pushed the page past 360 px (issue 36). */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-6">
              <section aria-labelledby="payout-form-title" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
                <h2 id="payout-form-title" className="mb-3 text-lg font-semibold">
                  {t('payoutForm.title')}
                </h2>
                <PayoutForm maxPoisha={balance.data.available} />
              </section>
              <section aria-labelledby="payout-history-title">
                <h2 id="payout-history-title" className="mb-3 text-lg font-semibold">
                  {t('history.title')}
                </h2>
                {payouts.isPending ? (
                  <Spinner />
                ) : payouts.isError ? (
                  <LoadFailed what={t('history.what')} onRetry={() => void payouts.refetch()} />
                ) : (
                  <PayoutHistory payouts={payouts.data} />
                )}
              </section>
            </div>
            <section aria-labelledby="ledger-title" className="min-w-0">
              <h2 id="ledger-title" className="mb-3 text-lg font-semibold">
                {t('ledger.title')}
              </h2>
              {ledger.isPending ? (
                <Spinner />
              ) : ledger.isError ? (
                <LoadFailed what={t('ledger.what')} onRetry={() => void ledger.refetch()} />
              ) : (
                <LedgerList entries={ledger.data} />
              )}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
