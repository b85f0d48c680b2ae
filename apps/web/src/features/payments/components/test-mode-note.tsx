import { testCards } from '@phonehaat/contract';

/** Shown while payments run in the processor's test mode: no real money moves. */
export function TestModeNote() {
  return (
    <aside aria-labelledby="test-mode-title" className="rounded-box border border-warning/40 bg-warning/10 p-4 text-sm">
      <h2 id="test-mode-title" className="font-semibold text-warning">
        Test mode
      </h2>
      <p className="mt-1">No real money is charged. Use any future expiry date and any 3-digit CVC with these test cards:</p>
      <ul className="mt-2 grid max-w-md gap-1">
        {testCards.map((card) => (
          <li key={card.number} className="flex items-baseline justify-between gap-3">
            <span className="font-mono whitespace-nowrap">{card.number}</span>
            <span className="text-right text-base-content/70">{card.outcome}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
