import { useTranslation } from 'react-i18next';
import { useOrderConversation } from '../api/get-conversation-ref.ts';
import { Thread } from './thread.tsx';

/**
 * The order page's thread (issue 39 §1): the conversation that began on the product page goes on below the
 * deal, for its buyer and its seller. Nothing when they never wrote (or for an admin, who reads none here).
 */
export function OrderConversation({ orderId, otherName }: { orderId: string; otherName: string }) {
  const { t } = useTranslation('conversations');
  const ref = useOrderConversation(orderId);
  const conversationId = ref.data?.conversationId;
  if (!conversationId) return null;
  return (
    <section aria-labelledby={`order-messages-${orderId}`} className="flex flex-col gap-2">
      <h2 id={`order-messages-${orderId}`} className="text-lg font-semibold">
        {t('order.title', { name: otherName })}
      </h2>
      <Thread conversationId={conversationId} variant="embedded" className="h-[34rem] max-h-[85dvh]" />
    </section>
  );
}
