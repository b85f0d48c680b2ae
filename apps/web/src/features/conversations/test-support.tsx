import { stubApi } from '../../testing/stub-api.ts';
import type { ConversationDetail } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import ThreadPage from './thread-page.tsx';

type Reply = Parameters<typeof stubApi>[0][string];

/** The conversations' API stubbed (testing/stub-api.ts). */
export const stubConversationApi = stubApi;

/** Renders /dashboard/messages/c1 with this thread (and an empty list beside it), and stubs the API for it. */
export function renderThread(detail: ConversationDetail, replies: Record<string, Reply> = {}) {
  const api = stubConversationApi({
    'GET /api/conversations/c1': { body: detail },
    'GET /api/conversations': { body: { items: [], unread: 0 } },
    'GET /api/conversations/unread-count': { body: { unread: 0 } },
    'POST /api/conversations/c1/read': { body: { ok: true } },
    ...replies,
  });
  const rendered = renderWithProviders(<ThreadPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/messages/:id',
    initialEntry: '/dashboard/messages/c1',
  });
  return { api, ...rendered };
}
