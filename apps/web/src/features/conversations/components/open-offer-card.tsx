import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ConversationDetail, Offer } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { formatMoment } from '../../orders/index.ts';
import { useAnswerOffer, type OfferAction } from '../api/offer-actions.ts';
import { useConversationErrorText } from '../use-conversation-error-text.ts';
import { CounterOfferDialog } from './counter-offer-dialog.tsx';
import { useOfferTitle } from './offer-history-card.tsx';

/**
 * The thread's open offer (issue 39 §4), above the messages: the side that did not make it accepts it
 * (a booking at that price), declines it, or, the seller against a buyer's offer, counters it; its maker
 * may withdraw it. It is open until it expires, 48 hours after it was made.
 */
export function OpenOfferCard({ detail, offer }: { detail: ConversationDetail; offer: Offer }) {
  const { t } = useTranslation('conversations');
  const { tk, language } = useFormat();
  const errorText = useConversationErrorText();
  const answer = useAnswerOffer(offer.id);
  const [countering, setCountering] = useState(false);
  const mine = offer.madeBy === detail.role;
  const title = useOfferTitle()(offer, mine, detail.other.name);
  const mayCounter = detail.role === 'seller' && offer.madeBy === 'buyer';

  const act = (action: OfferAction) =>
    answer.mutate(action, {
      onSuccess: (answered) =>
        toast.success(
          action === 'accept'
            ? t('offer.accepted', { amount: tk(answered.amount) })
            : action === 'decline'
              ? t('offer.declined')
              : t('offer.withdrawn'),
        ),
      onError: (error) => toast.error(errorText(error)),
    });
  const busy = answer.isPending;

  return (
    <section
      className="shrink-0 border-b border-base-300 bg-info/10 px-3 py-3 sm:px-4"
      aria-label={title}
      data-testid="open-offer"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-base font-bold">{title}</p>
        <p className="text-xs text-base-content/70">{t('offer.expires', { time: formatMoment(offer.expiresAt, language) })}</p>
      </div>
      {mine ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-base-content/80">{t('offer.waiting', { name: detail.other.name })}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm min-h-11 sm:min-h-8"
            disabled={busy}
            onClick={() => act('withdraw')}
          >
            {t('offer.withdraw')}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-base-content/80">{t('offer.acceptHint')}</p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <button
              type="button"
              className="btn btn-primary min-h-11 sm:min-h-8 sm:btn-sm"
              disabled={busy}
              onClick={() => act('accept')}
            >
              {busy && answer.variables === 'accept' && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              {t('offer.accept')}
            </button>
            {mayCounter && (
              <button
                type="button"
                className="btn btn-outline min-h-11 sm:min-h-8 sm:btn-sm"
                disabled={busy}
                onClick={() => setCountering(true)}
              >
                {t('offer.counter')}
              </button>
            )}
            <button
              type="button"
              className={`btn btn-outline btn-error min-h-11 sm:min-h-8 sm:btn-sm ${mayCounter ? 'col-span-2' : ''}`}
              disabled={busy}
              onClick={() => act('decline')}
            >
              {t('offer.decline')}
            </button>
          </div>
        </>
      )}
      {mayCounter && (
        <CounterOfferDialog offer={offer} buyerName={detail.other.name} open={countering} onClose={() => setCountering(false)} />
      )}
    </section>
  );
}
