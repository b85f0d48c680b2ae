import { useTranslation } from 'react-i18next';
import type { Review } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { Stars } from '../../../components/ui/stars.tsx';

/** The ratings both sides gave on this order. */
export function OrderReviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation('orders');
  const { date, amount } = useFormat();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="order-reviews-title" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="order-reviews-title" className="mb-3 text-lg font-semibold">
        {t('review.given')}
      </h2>
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <li key={review._id}>
            <p className="text-sm font-medium">{t(`review.bySide.${review.authorSide}`)}</p>
            <p className="flex flex-wrap items-center gap-2">
              <Stars rating={review.rating} label={t('review.outOf', { rating: amount(review.rating) })} />
              <span className="text-sm text-base-content/70">
                {review.authorName} · <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
              </span>
            </p>
            {review.text && <p className="mt-1 break-words">{review.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
