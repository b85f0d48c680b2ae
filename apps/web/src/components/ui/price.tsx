import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/i18n/use-format.ts';

/** Selling price with the original purchase price struck through (spec §2 product card). */
export function Price({ selling, purchase, size = 'md' }: { selling: number; purchase: number; size?: 'md' | 'lg' }) {
  // Rounded down: a saving never reads larger than it is (TK 1 of TK 100,000 is 99 % off, not 100 %).
  const { t } = useTranslation();
  const { tk, amount } = useFormat();
  const savings = purchase > selling ? Math.floor(((purchase - selling) / purchase) * 100) : 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-primary ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{tk(selling)}</span>
      {purchase > 0 && (
        <del className="text-sm text-base-content/70">
          <span className="sr-only">{t('price.original')}</span>
          {tk(purchase)}
        </del>
      )}
      {savings > 0 && <span className="text-xs font-semibold text-success">{t('price.off', { percent: amount(savings) })}</span>}
    </p>
  );
}
