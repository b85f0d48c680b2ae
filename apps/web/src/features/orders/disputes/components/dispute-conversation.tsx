import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { AdminThread } from '../../../moderation/index.ts';
import { useDisputeConversation } from '../api/get-dispute-conversation.ts';

/**
 * A dispute's "Conversation" (issue 39 §6): closed until the admin opens it; then the buyer's and seller's
 * thread, read-only, through this dispute (the server logs the read). Nothing is asked before.
 */
export function DisputeConversation({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const conversation = useDisputeConversation(orderId, open);

  return (
    <section className="mt-4 rounded-box border border-base-300">
      <h3>
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-left font-semibold"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t('disputes.conversation.title')}
          <svg
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-3 pb-3 sm:px-4 sm:pb-4">
        {open &&
          (conversation.isPending ? (
            <Spinner />
          ) : conversation.isError ? (
            <LoadFailed
              what={t('disputes.conversation.what')}
              onRetry={() => void conversation.refetch()}
              retrying={conversation.isFetching}
            />
          ) : conversation.data.conversationId === null ? (
            <p className="text-base-content/70">{t('disputes.conversation.none')}</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <AdminThread conversationId={conversation.data.conversationId} reason={{ via: 'dispute', ref: orderId }} />
            </Suspense>
          ))}
      </div>
    </section>
  );
}
