import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Order } from '@phonehaat/contract';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useRateOrder } from '../api/order-api.ts';
import { useMoment } from '../use-moment.ts';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR = '★';

/** After completion: the viewer rates the other side, 1–5 stars and a few words, once, within the 14 days. */
export function ReviewForm({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { amount } = useFormat();
  const moment = useMoment();
  const errorText = useErrorText();
  const rate = useRateOrder(order._id);
  const textId = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ratesSeller = order.viewerSides?.includes('buyer') ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('review.chooseStars'));
      return;
    }
    setError(null);
    rate.mutate(
      { rating, ...(text.trim() && { text: text.trim() }) },
      { onSuccess: () => toast.success(t('review.done')), onError: (failure) => toast.error(errorText(failure)) },
    );
  };

  return (
    <section aria-labelledby="review-form-title" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="review-form-title" className="text-lg font-semibold">
        {ratesSeller ? t('review.titleSeller') : t('review.titleBuyer')}
      </h2>
      {order.reviewUntil && (
        <p className="mb-3 text-sm text-base-content/70">{t('review.until', { date: moment(order.reviewUntil) })}</p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('review.stars')}</legend>
          {/* Radios (arrow keys move between them), each drawn as a star: the stars up to the chosen one fill. */}
          <div className="flex gap-1">
            {STARS.map((value) => (
              <label
                key={value}
                className={`relative cursor-pointer rounded text-4xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
                  value <= rating ? 'text-warning' : 'text-base-content/25'
                }`}
              >
                <input
                  type="radio"
                  name={`rating-${order._id}`}
                  className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                  aria-label={t('review.star', { count: value, n: amount(value) })}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                <span aria-hidden="true">{STAR}</span>
              </label>
            ))}
          </div>
          {error && (
            <p className="mt-1 text-sm text-error" role="alert">
              {error}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium">
            {t('review.text')}
          </label>
          <textarea
            id={textId}
            className="textarea w-full"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary self-start" disabled={rate.isPending}>
          {rate.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('review.send')}
        </button>
      </form>
    </section>
  );
}
