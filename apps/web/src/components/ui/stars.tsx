import { useMemo } from 'react';
import { useLanguage } from '../../lib/i18n/use-format.ts';

const numberLocales = { en: 'en-IN', bn: 'bn-BD' } as const;

/** An average rating with one decimal in the page's digits: 4.5 / ৪.৫. */
export function useRatingFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(numberLocales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [language]);
}

const STAR = '★';

/** A rating drawn as five stars; `label` is what a screen reader says instead ("4 out of 5"). */
export function Stars({ rating, label, className = 'text-warning' }: { rating: number; label: string; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={`whitespace-nowrap tracking-tight ${className}`}>
      <span aria-hidden="true">{STAR.repeat(filled)}</span>
      <span aria-hidden="true" className="text-base-content/25">
        {STAR.repeat(5 - filled)}
      </span>
    </span>
  );
}
