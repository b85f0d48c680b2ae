import { useTranslation } from 'react-i18next';
import { MIN_LISTINGS_FOR_GUIDE, type PriceGuideQuery, type PriceMark } from '@phonehaat/contract';
import { usePriceGuide } from '../api/get-price-guide.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';

const markStyles: Record<PriceMark, string> = {
  good: 'badge-success',
  fair: 'badge-ghost',
  high: 'badge-warning',
};

/**
 * A card's "Good price / Fair price / High price" (decision 0043). Its texts load with the `filters`
 * namespace without suspending: a card never waits for them, the mark appears when they are there.
 */
export function PriceMarkBadge({ mark, className = '' }: { mark: PriceMark | null | undefined; className?: string }) {
  const { t, ready } = useTranslation('filters', { useSuspense: false });
  if (!mark || !ready) return null;
  return (
    <span className={`badge badge-sm font-medium ${markStyles[mark]} ${className}`} title={t('mark.hint')}>
      {t(`mark.${mark}`)}
    </span>
  );
}

/**
 * "Phones like this ask TK 45,000 (38,000–52,000)": the median and range of asking prices of the same
 * model, storage and condition over 90 days (from three other listings), and of sold prices once five
 * sold. Nothing before the kind is known; "not enough similar listings" with too few to compare.
 */
export function PriceGuideNote({
  kind,
  className = '',
  headingLevel = 3,
}: {
  kind: PriceGuideQuery | null;
  className?: string;
  /** Its title's level in the page's outline: 2 right under a page's h1 (the product page), 3 in a form's section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('filters');
  const { tk, amount } = useFormat();
  const guide = usePriceGuide(kind);
  if (!kind) return null;
  return (
    <section
      aria-live="polite"
      aria-label={t('guide.title')}
      className={`rounded-box border border-info/30 bg-info/5 p-3 text-sm ${className}`}
    >
      <Heading className="font-semibold">{t('guide.title')}</Heading>
      {!guide.data ? (
        <p className="text-base-content/70">{t('guide.loading')}</p>
      ) : !guide.data.asking && !guide.data.sold ? (
        <p className="text-base-content/70">{t('guide.none', { min: amount(MIN_LISTINGS_FOR_GUIDE) })}</p>
      ) : (
        <>
          {guide.data.asking && (
            <>
              <p className="mt-1 text-base font-medium">
                {t('guide.asking', {
                  median: tk(guide.data.asking.median),
                  low: amount(guide.data.asking.low),
                  high: amount(guide.data.asking.high),
                })}
              </p>
              <p className="text-base-content/70">
                {t('guide.askingBasis', { count: guide.data.asking.count, n: amount(guide.data.asking.count) })}
              </p>
            </>
          )}
          {guide.data.sold && (
            <p className="mt-1">
              {t('guide.sold', {
                median: tk(guide.data.sold.median),
                low: amount(guide.data.sold.low),
                high: amount(guide.data.sold.high),
                n: amount(guide.data.sold.count),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
