import { formatTk } from '../../lib/i18n/format.ts';

/** Selling price with the original purchase price struck through (spec §2 product card). */
export function Price({ selling, purchase, size = 'md' }: { selling: number; purchase: number; size?: 'md' | 'lg' }) {
  // Rounded down: a saving never reads larger than it is (TK 1 of TK 100,000 is 99 % off, not 100 %).
  const savings = purchase > selling ? Math.floor(((purchase - selling) / purchase) * 100) : 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-primary ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatTk(selling)}</span>
      {purchase > 0 && (
        <del className="text-sm text-base-content/70">
          <span className="sr-only">Original price </span>
          {formatTk(purchase)}
        </del>
      )}
      {savings > 0 && <span className="text-xs font-semibold text-success">{savings}% off</span>}
    </p>
  );
}
