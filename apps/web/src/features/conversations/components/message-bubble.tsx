import { useTranslation } from 'react-i18next';
import type { Message } from '@phonehaat/contract';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import { formatMessageTime } from '../format-chat-time.ts';
import { MessageWarnings } from './message-warnings.tsx';

interface MessageBubbleProps {
  message: Message;
  /** The reader's last message the other side has read: "Seen" shows under it. */
  seenMark: boolean;
  /** Opens the report dialog for one of the other side's messages. */
  onReport?: (message: Message) => void;
}

/** One typed message: the reader's on the right, the other side's on the left; a photo shows as an image. */
export function MessageBubble({ message, seenMark, onReport }: MessageBubbleProps) {
  const { t } = useTranslation('conversations');
  const language = useLanguage();
  const time = formatMessageTime(message.createdAt, language);
  return (
    <li className={`flex flex-col ${message.mine ? 'items-end' : 'items-start'}`} data-testid="message" data-mine={message.mine}>
      <div
        className={`max-w-[min(34rem,85%)] rounded-2xl px-3 py-2 ${message.mine ? 'rounded-br-sm bg-primary text-primary-content' : 'rounded-bl-sm bg-base-200 text-base-content'}`}
      >
        {message.photo && (
          <a href={message.photo} target="_blank" rel="noreferrer" className="mb-1 block">
            <img
              src={message.photo}
              alt={message.mine ? t('message.yourPhoto') : t('message.photo', { name: message.senderName })}
              loading="lazy"
              className="max-h-64 w-auto max-w-full rounded-lg bg-base-100 object-contain"
            />
          </a>
        )}
        {message.body && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</p>}
      </div>
      <MessageWarnings message={message} />
      <div className="mt-0.5 flex min-h-6 items-center gap-1 px-1 text-xs text-base-content/70">
        <time dateTime={message.createdAt}>{time}</time>
        {seenMark && <span data-testid="seen">· {t('message.seen')}</span>}
        {onReport && (
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square text-base-content/60"
            aria-label={t('message.report')}
            title={t('message.report')}
            onClick={() => onReport(message)}
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
              <path strokeLinecap="round" strokeLinejoin="round" d="M4 21V4m0 0h12l-2 4 2 4H4" />
            </svg>
          </button>
        )}
      </div>
    </li>
  );
}
