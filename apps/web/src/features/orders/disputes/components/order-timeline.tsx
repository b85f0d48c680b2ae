import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '@phonehaat/contract';
import { useDateTime } from './use-date-time.ts';

/** An order's events, oldest first: who did what, when, the state it reached and any note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  return (
    <ol className="relative ml-2 border-l-2 border-base-300">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative pb-3 pl-4 last:pb-0">
          <span
            className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-base-100 bg-primary"
            aria-hidden="true"
          />
          <p className="text-sm">
            <span className="font-semibold">{t(`timeline.actions.${event.action}`)}</span>
            <span className="text-base-content/70"> · {t(`timeline.actors.${event.actor}`)}</span>
          </p>
          <p className="text-xs text-base-content/70">
            <time dateTime={event.at}>{dateTime(event.at)}</time> · {t(`states.${event.to}`)}
          </p>
          {event.note && event.action !== 'dispute' && (
            <p className="mt-0.5 text-sm break-words text-base-content/80">{event.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
