import { useTranslation } from 'react-i18next';
import type { ConversationDetail, Message } from '@phonehaat/contract';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { formatMoment } from '../../orders/index.ts';
import { useAdminThread, type AdminThreadReason } from '../api/admin-thread.ts';

interface AdminThreadProps {
  conversationId: string;
  /** The dispute or report the admin opens it through: the server refuses any other way in, and logs this one. */
  reason: AdminThreadReason;
  /** The reported message, marked in the thread. */
  reportedMessageId?: string;
}

/** Everyone who speaks in the thread, and the other side even before they answer. */
function namesOf(thread: ConversationDetail): string[] {
  return [...new Set([...thread.messages.map((message) => message.senderName), thread.other.name])];
}

/**
 * A conversation as an admin reads it (issue 39 §3, §6): every message with its writer's name and time,
 * read-only, opened only through a dispute or a report that points at it. The note says the reading is
 * logged, because it is (the server keeps each read).
 */
export function AdminThread({ conversationId, reason, reportedMessageId }: AdminThreadProps) {
  const { t } = useTranslation('moderation');
  const thread = useAdminThread(conversationId, reason);
  const refused = thread.error instanceof ApiError && (thread.error.status === 403 || thread.error.status === 404);

  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200/60 p-3 sm:p-4" data-testid="admin-thread">
      <p role="note" className="flex items-center gap-2 text-sm font-medium text-base-content/80">
        <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
        </svg>
        {t('thread.logged')}
      </p>
      {thread.isPending ? (
        <Spinner label={t('thread.loading')} />
      ) : refused ? (
        <p role="alert" className="rounded-box bg-base-100 p-4">
          {t('thread.refused')}
        </p>
      ) : thread.isError ? (
        <LoadFailed what={t('thread.what')} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      ) : (
        <ThreadMessages thread={thread.data} reportedMessageId={reportedMessageId} />
      )}
    </div>
  );
}

function ThreadMessages({ thread, reportedMessageId }: { thread: ConversationDetail; reportedMessageId: string | undefined }) {
  const { t } = useTranslation('moderation');
  return (
    <>
      <div className="flex items-center gap-3">
        <img src={thread.productImage} alt="" className="size-12 shrink-0 rounded-lg bg-base-100 object-contain" loading="lazy" />
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{thread.productName}</p>
          <p className="text-sm text-base-content/70">{t('thread.between', { names: namesOf(thread).join(' · ') })}</p>
        </div>
      </div>
      {thread.messages.length === 0 ? (
        <p className="text-base-content/70">{t('thread.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('thread.messages', { product: thread.productName })}>
          {thread.messages.map((message) => (
            <ThreadMessage key={message.id} message={message} reported={message.id === reportedMessageId} />
          ))}
        </ol>
      )}
      <p className="text-xs text-base-content/70">{t('thread.readOnly')}</p>
    </>
  );
}

function ThreadMessage({ message, reported }: { message: Message; reported: boolean }) {
  const { t } = useTranslation('moderation');
  const { tk, language } = useFormat();
  return (
    <li
      data-testid="admin-message"
      data-reported={reported}
      className={`rounded-box bg-base-100 p-3 ${reported ? 'border-2 border-warning' : 'border border-base-300'}`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-base-content/70">
        <span className="text-sm font-semibold text-base-content">{message.senderName}</span>
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt, language, { year: true })}</time>
      </p>
      {reported && <span className="badge badge-warning badge-sm mt-1">{t('thread.reported')}</span>}
      {message.body && <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>}
      {message.photo && (
        <a href={message.photo} target="_blank" rel="noreferrer" className="mt-2 inline-block">
          <img
            src={message.photo}
            alt={t('thread.photo', { name: message.senderName })}
            className="max-h-48 rounded-lg"
            loading="lazy"
          />
        </a>
      )}
      {message.offer && (
        <p className="mt-1 text-sm font-medium">
          {/* The step this message shows (made, countered, accepted…), else the offer's state now. */}
          {message.offerStep
            ? t(`thread.offerSteps.${message.offerStep}`, { amount: tk(message.offer.amount) })
            : t('thread.offer', { amount: tk(message.offer.amount), state: t(`thread.offerStates.${message.offer.state}`) })}
        </p>
      )}
      {message.warnings.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-1">
          {message.warnings.map((warning) => (
            <span key={warning} className="badge badge-ghost badge-sm h-auto py-0.5">
              {t(`thread.warnings.${warning}`)}
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
