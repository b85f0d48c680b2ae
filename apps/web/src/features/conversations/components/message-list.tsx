import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationDetail, Message } from '@phonehaat/contract';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import { dhakaDay, formatMessageDay } from '../format-chat-time.ts';
import { MessageBubble } from './message-bubble.tsx';
import { OfferHistoryCard } from './offer-history-card.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The id of the reader's last message the other side has read: "Seen" goes under it alone. */
function lastSeenId(messages: readonly Message[]): string | undefined {
  return messages.findLast((message) => message.mine && message.seen && message.kind === 'text')?.id;
}

/**
 * The thread's messages, oldest first, under a heading for each day (today, yesterday, 28 Mar); offers show
 * as small cards among them. The list keeps to its bottom as messages arrive, unless the reader scrolled up.
 */
export function MessageList({ detail, onReport }: { detail: ConversationDetail; onReport: (message: Message) => void }) {
  const { t } = useTranslation('conversations');
  const language = useLanguage();
  const [now] = useState(() => Date.now());
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const { messages } = detail;
  const seenId = lastSeenId(messages);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  // A photo that loads makes the list taller: a reader at the bottom stays there. (A load event does not
  // bubble, but its capture phase passes through the list.)
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const keepBottom = () => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    };
    element.addEventListener('load', keepBottom, true);
    return () => element.removeEventListener('load', keepBottom, true);
  }, []);

  const dayName = (value: string) => {
    const day = dhakaDay(value);
    if (day === dhakaDay(now)) return t('thread.today');
    if (day === dhakaDay(now - DAY_MS)) return t('thread.yesterday');
    return formatMessageDay(value, language, now);
  };

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 sm:px-4"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      {messages.length === 0 ? (
        <p className="py-8 text-center text-base-content/70">{t('thread.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('thread.messages')}>
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dhakaDay(previous.createdAt) !== dhakaDay(message.createdAt);
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="my-2 text-center text-xs font-semibold text-base-content/60">{dayName(message.createdAt)}</li>
                )}
                {message.kind === 'offer' && message.offer ? (
                  <OfferHistoryCard message={message} offer={message.offer} otherName={detail.other.name} reader={detail.role} />
                ) : (
                  <MessageBubble
                    message={message}
                    seenMark={message.id === seenId}
                    onReport={message.mine ? undefined : onReport}
                  />
                )}
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
