import { useTranslation } from 'react-i18next';
import { testCards } from '@phonehaat/contract';

type Outcome = (typeof testCards)[number]['outcome'];

/** Each test card's outcome by its key in the payments catalogue. */
const outcomeKeys = {
  succeeds: 'testMode.outcomes.succeeds',
  declined: 'testMode.outcomes.declined',
  'insufficient funds': 'testMode.outcomes.insufficientFunds',
  'expired card': 'testMode.outcomes.expiredCard',
  'incorrect CVC': 'testMode.outcomes.incorrectCvc',
} as const satisfies Record<Outcome, string>;

/** Shown while payments run in the processor's test mode: no real money moves. */
export function TestModeNote() {
  const { t } = useTranslation('payments');
  return (
    <aside aria-labelledby="test-mode-title" className="rounded-box border border-warning/40 bg-warning/10 p-4 text-sm">
      {/* Warning amber on its own 10 % tint is 4.4:1, under AA: the border carries the colour, the text stays dark. */}
      <h2 id="test-mode-title" className="font-semibold text-base-content">
        {t('testMode.title')}
      </h2>
      <p className="mt-1">{t('testMode.body')}</p>
      <ul className="mt-2 grid max-w-md gap-1">
        {testCards.map((card) => (
          <li key={card.number} className="flex items-baseline justify-between gap-3">
            <span className="font-mono whitespace-nowrap">{card.number}</span>
            <span className="text-right text-base-content/70">{t(outcomeKeys[card.outcome])}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
