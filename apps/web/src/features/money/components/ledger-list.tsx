import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { usePoisha } from '../../orders/index.ts';

/** How each kind of entry changes what the seller has: money in (released), out (paid out, refunded) or waiting (held). */
const tone: Record<LedgerEntry['kind'], string> = {
  held: 'text-base-content/80',
  released: 'text-success',
  refunded: 'text-error',
  paid_out: 'text-base-content',
  // Cash paid in hand at the meet-up: recorded, in no balance (decision 0034).
  settled_outside: 'text-base-content/70',
};

/** The seller's ledger, newest first: what happened, to which phone, when, and how much. */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation('money');
  const { date } = useFormat();
  const poisha = usePoisha();
  if (entries.length === 0) return <p className="rounded-box bg-base-200 p-4 text-base-content/80">{t('ledger.empty')}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {entries.map((entry) => (
        <li key={entry._id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium">{t(`ledger.kinds.${entry.kind}`)}</p>
            <p className="truncate text-sm text-base-content/70">{entry.productName ?? t('ledger.payout')}</p>
          </div>
          <div className="shrink-0 text-right">
            <p className={`font-semibold ${tone[entry.kind]}`}>{poisha(entry.amount)}</p>
            <p className="text-xs text-base-content/70">{date(entry.at)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
