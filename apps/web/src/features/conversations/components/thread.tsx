import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationDetail, Message } from '@phonehaat/contract';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMarkReadWhileVisible } from '../use-mark-read-while-visible.ts';
import { Composer } from './composer.tsx';
import { MakeOfferDialog } from './make-offer-dialog.tsx';
import { MessageList } from './message-list.tsx';
import { OpenOfferCard } from './open-offer-card.tsx';
import { ReportMessageDialog } from './report-message-dialog.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface ThreadProps {
  conversationId: string;
  /** `page`: the thread page, with the phone it is about; `embedded`: below an order, which shows the phone itself. */
  variant: 'page' | 'embedded';
  className?: string;
}

/**
 * One conversation (issue 39 §1–4): its header, the open offer, the messages and the composer, in a frame
 * whose middle scrolls, so the composer stays at the bottom. Shown, it marks the thread read.
 */
export function Thread({ conversationId, variant, className = '' }: ThreadProps) {
  const { t } = useTranslation('conversations');
  const thread = useConversation(conversationId);
  useMarkReadWhileVisible(conversationId, thread.data);

  const frame = `flex min-h-0 flex-col overflow-hidden bg-base-100 sm:rounded-box sm:border sm:border-base-300 ${className}`;
  if (thread.isPending)
    return (
      <div className={frame}>
        <Spinner label={t('thread.loading')} />
      </div>
    );
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 403);
    return (
      <div className={`${frame} justify-center p-4`}>
        {missing ? (
          <p role="alert" className="rounded-box bg-base-200 p-6 text-center font-semibold">
            {t('thread.notFound')}
          </p>
        ) : (
          <LoadFailed what={t('thread.what')} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
        )}
      </div>
    );
  }
  return <ThreadBody detail={thread.data} variant={variant} frame={frame} />;
}

function ThreadBody({ detail, variant, frame }: { detail: ConversationDetail; variant: ThreadProps['variant']; frame: string }) {
  const { t } = useTranslation('conversations');
  const [reported, setReported] = useState<Message | null>(null);
  const [offering, setOffering] = useState(false);
  const openOffer = detail.openOffer?.state === 'pending' ? detail.openOffer : null;
  const mayOffer = detail.role === 'buyer' && detail.canOffer;

  return (
    <section className={frame} aria-label={t('thread.title', { product: detail.productName })} data-testid="thread">
      {/* The page's one heading for screen readers and outlines; the header below shows the same in its own layout. */}
      {variant === 'page' && <h1 className="sr-only">{t('thread.title', { product: detail.productName })}</h1>}
      <ThreadHeader detail={detail} showListing={variant === 'page'} />
      {openOffer && <OpenOfferCard detail={detail} offer={openOffer} />}
      <MessageList detail={detail} onReport={setReported} />
      {mayOffer && (
        <div className="shrink-0 border-t border-base-300 px-3 pt-2 sm:px-4">
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm min-h-11 w-full sm:min-h-8 sm:w-auto"
            onClick={() => setOffering(true)}
          >
            {t('offer.make')}
          </button>
        </div>
      )}
      {detail.canWrite ? (
        <Composer conversationId={detail.id} />
      ) : (
        <p
          className="shrink-0 border-t border-base-300 bg-base-200 px-4 py-3 text-center text-sm text-base-content/80"
          role="status"
        >
          {detail.blocked ? t('block.youBlocked', { name: detail.other.name }) : t('block.cannotWrite')}
        </p>
      )}
      <ReportMessageDialog message={reported} onClose={() => setReported(null)} />
      {mayOffer && (
        <MakeOfferDialog
          listing={{
            productId: detail.productId,
            productName: detail.productName,
            productImage: detail.productImage,
            price: detail.price,
          }}
          open={offering}
          onClose={() => setOffering(false)}
        />
      )}
    </section>
  );
}
