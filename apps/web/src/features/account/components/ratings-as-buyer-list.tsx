import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Stars, useRatingFormat } from '../../../components/ui/stars.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRatingsAsBuyer } from '../api/ratings-as-buyer.ts';

/** What sellers said of the person as their buyer (issue 38 §4): the average, then each rating, newest first. */
export function RatingsAsBuyerList() {
  const { t } = useTranslation('account');
  const { amount, date } = useFormat();
  const ratingText = useRatingFormat();
  const ratings = useRatingsAsBuyer();

  if (ratings.isPending) return <Spinner />;
  if (ratings.isError)
    return <LoadFailed what={t('ratings.what')} onRetry={() => void ratings.refetch()} retrying={ratings.isFetching} />;
  const { averageRating, ratingCount, ratings: list } = ratings.data;
  if (averageRating === null || ratingCount === 0) return <p className="text-base-content/70">{t('ratings.none')}</p>;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-base-content/70">{t('ratings.intro')}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars
          rating={averageRating}
          label={t('ratings.average', { average: ratingText(averageRating) })}
          className="text-xl text-warning"
        />
        <span className="font-semibold">{t('ratings.average', { average: ratingText(averageRating) })}</span>
        <span className="text-sm text-base-content/70">{t('ratings.count', { count: ratingCount, n: amount(ratingCount) })}</span>
      </p>
      {list.length < ratingCount && (
        <p className="text-sm text-base-content/70">{t('ratings.latest', { shown: amount(list.length) })}</p>
      )}
      <ul className="divide-y divide-base-300">
        {list.map((rating) => (
          <li key={rating._id} className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="rating-as-buyer">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <Stars rating={rating.rating} label={t('ratings.stars', { rating: amount(rating.rating) })} />
              <span className="text-sm text-base-content/70">{date(rating.createdAt)}</span>
            </div>
            {rating.text && <p className="break-words">{rating.text}</p>}
            <p className="text-sm break-words text-base-content/70">
              <span className="font-medium text-base-content">{rating.sellerName}</span> · {rating.productName}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
