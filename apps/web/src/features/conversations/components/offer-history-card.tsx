import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Message, Offer } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { formatMessageTime } from '../format-chat-time.ts';

const stateTone: Record<Offer['state'], string> = {
  pending: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-error',
  countered: 'badge-warning',
  expired: 'badge-ghost',
  withdrawn: 'badge-ghost',
};

/** How an offer is named to the reader: theirs or the other side's, an offer or a counter-offer (the seller's). */
export function useOfferTitle() {
  const { t } = useTranslation('conversations');
  const { tk } = useFormat();
  return (offer: Offer, mine: boolean, otherName: string) => {
    const amount = tk(offer.amount);
    if (offer.madeBy === 'seller')
      return mine ? t('offer.counterByYou', { amount }) : t('offer.counterByThem', { amount, name: otherName });
    return mine ? t('offer.byYou', { amount }) : t('offer.byThem', { amount, name: otherName });
  };
}

type OfferEnd = 'accepted' | 'declined' | 'withdrawn' | 'expired';
const ends: readonly string[] = ['accepted', 'declined', 'withdrawn', 'expired'] satisfies OfferEnd[];

/** What one step of an offer's life says: an answer names who gave it (the message's writer), an expiry no one. */
function useStepText() {
  const { t } = useTranslation('conversations');
  const { tk } = useFormat();
  return (step: OfferEnd, offer: Offer, byReader: boolean, otherName: string) => {
    const amount = tk(offer.amount);
    if (step === 'expired') return t('offer.steps.expired', { amount });
    if (step === 'accepted')
      return byReader ? t('offer.steps.acceptedByYou', { amount }) : t('offer.steps.acceptedByThem', { amount, name: otherName });
    if (step === 'declined')
      return byReader ? t('offer.steps.declinedByYou', { amount }) : t('offer.steps.declinedByThem', { amount, name: otherName });
    return byReader ? t('offer.steps.withdrawnByYou', { amount }) : t('offer.steps.withdrawnByThem', { amount, name: otherName });
  };
}

/**
 * One step of an offer in the thread's history (issue 39 §4), as a small card in the middle: an offer or
 * counter-offer made (with where it stands now), or its answer or expiry; an accepted one links to the
 * order it became.
 */
export function OfferHistoryCard({
  message,
  offer,
  otherName,
  reader,
}: {
  message: Message;
  offer: Offer;
  otherName: string;
  reader: 'buyer' | 'seller';
}) {
  const { t } = useTranslation('conversations');
  const { language } = useFormat();
  const offerTitle = useOfferTitle();
  const stepText = useStepText();
  const step = message.offerStep;
  const end = step !== null && ends.includes(step) ? (step as OfferEnd) : null;
  // Made or countered (or an answer from before steps were sent): the offer, and its state now.
  const title = end ? stepText(end, offer, message.mine, otherName) : offerTitle(offer, offer.madeBy === reader, otherName);
  const orderId = offer.state === 'accepted' && (end === 'accepted' || step === null) ? offer.orderId : null;
  return (
    <li className="my-2 flex justify-center" data-testid="offer-message">
      <div className="flex w-full max-w-sm flex-col gap-1 rounded-box border border-base-300 bg-base-200/60 px-4 py-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{title}</span>
          {!end && <span className={`badge badge-sm ${stateTone[offer.state]}`}>{t(`offer.states.${offer.state}`)}</span>}
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-base-content/70">
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, language)}</time>
          {orderId && (
            <Link to={paths.order(orderId)} className="link link-primary text-sm font-semibold">
              {t('offer.seeOrder')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
