import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useConversations } from './api/get-conversations.ts';
import { ConversationList } from './components/conversation-list.tsx';
import { Thread } from './components/thread.tsx';

/** The threads beside the open one, on screens wide enough for both (as a messenger's desktop view). */
function SideList() {
  const { t } = useTranslation('conversations');
  const list = useConversations();
  if (!list.data || list.data.items.length === 0) return null;
  return (
    <aside className="hidden min-h-0 overflow-y-auto xl:block">
      <ConversationList items={list.data.items} label={t('list.title')} />
    </aside>
  );
}

/**
 * /dashboard/messages/{id} (issue 39 §1): one thread, filling the screen below the dashboard's top bar, so
 * that on a phone the composer sits at the bottom; from 1280 px the list of threads is beside it.
 */
export default function ThreadPage() {
  const { t } = useTranslation('conversations');
  const { id = '' } = useParams();
  return (
    <div className="-mx-3 -my-6 flex h-[calc(100dvh-4rem)] flex-col gap-2 sm:mx-0 sm:my-0 sm:h-[calc(100dvh-7rem)] xl:grid xl:grid-cols-[22rem_minmax(0,1fr)] xl:gap-4">
      <PageTitle>{t('list.title')}</PageTitle>
      <SideList />
      <div className="flex min-h-0 flex-1 flex-col gap-2">
        <Link to={paths.messages} className="link link-hover ml-3 mt-2 w-fit text-sm sm:ml-0 sm:mt-0 xl:hidden">
          ← {t('thread.back')}
        </Link>
        <Thread key={id} conversationId={id} variant="page" className="flex-1" />
      </div>
    </div>
  );
}
