import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useWatchlistErrorText } from '../use-watchlist-error-text.ts';
import { useWatchedIds } from '../api/get-watched-ids.ts';
import { useSetWatched } from '../api/set-watched.ts';
import { HeartIcon, heartClasses, type HeartVariant } from './heart-icon.tsx';

/**
 * A signed-in person's heart: pressed when the phone is on their watchlist. A tap shows the change at once
 * and says so in a toast; a refusal puts the heart back as it was and says why.
 */
export function WatchToggle({ productId, variant, className }: { productId: string; variant: HeartVariant; className: string }) {
  const { t } = useTranslation(['products', 'watchlist']);
  const errorText = useWatchlistErrorText();
  const watched = useWatchedIds().data?.productIds.includes(productId) ?? false;
  const setWatched = useSetWatched();
  const label = t(watched ? 'products:watch.remove' : 'products:watch.add');

  const toggle = () =>
    setWatched.mutate(
      { productId, watched: !watched },
      {
        onSuccess: (_answer, change) => {
          if (change.watched) toast.success(t('watchlist:heart.added'));
          else toast.info(t('watchlist:heart.removed'));
        },
        onError: (error) => toast.error(t('watchlist:heart.failed', { reason: errorText(error) })),
      },
    );

  return (
    <button
      type="button"
      className={heartClasses(variant, watched, className)}
      aria-pressed={watched}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={toggle}
    >
      <HeartIcon filled={watched} />
      {variant === 'labelled' && <span>{label}</span>}
    </button>
  );
}
