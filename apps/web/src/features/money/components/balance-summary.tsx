import { useTranslation } from 'react-i18next';
import type { SellerBalance } from '@phonehaat/contract';
import { usePoisha } from '../../orders/index.ts';

const parts = ['available', 'held', 'requested', 'paidOut'] as const;

/** The four sums of the seller's ledger, each with a line saying what it means; available first, as the one to act on. */
export function BalanceSummary({ balance }: { balance: SellerBalance }) {
  const { t } = useTranslation('money');
  const poisha = usePoisha();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {parts.map((part) => (
        <div
          key={part}
          className={`min-w-0 rounded-box border p-3 sm:p-4 ${part === 'available' ? 'border-success/40 bg-success/10' : 'border-base-300 bg-base-100'}`}
        >
          <dt className="text-sm font-medium text-base-content/70">{t(`balance.${part}`)}</dt>
          <dd className="mt-1 text-lg font-bold break-words sm:text-2xl" data-testid={`balance-${part}`}>
            {poisha(balance[part])}
          </dd>
          <dd className="mt-1 text-xs text-base-content/70">{t(`balance.${part}Hint`)}</dd>
        </div>
      ))}
    </dl>
  );
}
