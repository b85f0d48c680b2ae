import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useConversations } from './api/get-conversations.ts';
import { ConversationList } from './components/conversation-list.tsx';
import { ConversationsEmpty } from './components/conversations-empty.tsx';

/**
 * /dashboard/messages (issue 39 §1), for every signed-in person: their threads as buyer and as seller,
 * newest first, with the phone, the other person, the last message and the unread count of each.
 */
export default function MessagesPage() {
  const { t } = useTranslation('conversations');
  const list = useConversations();
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title={t('list.title')} />
      <p className="-mt-2 mb-4 text-base-content/70">{t('list.intro')}</p>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadFailed what={t('list.what')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <ConversationsEmpty />
      ) : (
        <ConversationList items={list.data.items} label={t('list.title')} />
      )}
    </section>
  );
}
