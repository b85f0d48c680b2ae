import { useTranslation } from 'react-i18next';
import { disputeReasons, type OrderEvent } from '@phonehaat/contract';
import { useMoment } from '../use-moment.ts';

/** The order's events, oldest first: what happened, by whom, when, the state it moved from and to, and any note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation(['orders', 'product-page']);
  // In the past tense of a timeline, a booking was "Booked" (its badge's "Waiting for the seller" read
  // oddly on the line of a payment made before the seller answered: decision 0053).
  const stateName = (state: OrderEvent['to']) => (state === 'booked' ? t('timeline.events.book') : t(`state.${state}`));
  const moment = useMoment();
  /** A dispute's note is stored as `reason: text` (routes/disputes.ts): the reason is shown in words. */
  const noteText = ({ action, note }: OrderEvent) => {
    const reason = disputeReasons.find((value) => note?.startsWith(`${value}: `));
    return action === 'dispute' && reason ? `${t(`actions.reasons.${reason}`)}: ${note!.slice(reason.length + 2)}` : note;
  };
  return (
    <section aria-labelledby="order-timeline-title" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="order-timeline-title" className="mb-3 text-lg font-semibold">
        {t('timeline.title')}
      </h2>
      <ol className="relative ms-2 border-s-2 border-base-300">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="mb-4 ms-4 last:mb-0">
            <span
              className="absolute -start-[7px] mt-1.5 size-3 rounded-full border-2 border-base-100 bg-primary"
              aria-hidden="true"
            />
            <p className="font-medium">{t(`timeline.events.${event.action}`)}</p>
            <p className="text-sm text-base-content/70">
              <time dateTime={event.at}>{moment(event.at)}</time> ·{' '}
              {t('timeline.by', { who: t(`timeline.actors.${event.actor}`) })}
            </p>
            {event.from && (
              <p className="text-sm text-base-content/70">
                {t('timeline.change', { from: stateName(event.from), to: stateName(event.to) })}
              </p>
            )}
            {event.neirDeregistered && (
              <p className="mt-1 flex items-start gap-1.5 text-sm text-success" data-testid="neir-confirmed">
                <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {t('product-page:timeline.neir')}
              </p>
            )}
            {event.note && <p className="mt-1 rounded-box bg-base-200 px-3 py-2 text-sm break-words">{noteText(event)}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
