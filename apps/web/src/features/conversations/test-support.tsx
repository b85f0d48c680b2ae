import { vi } from 'vitest';
import type { ConversationDetail } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import ThreadPage from './thread-page.tsx';

type Answer = { status?: number; body: unknown };
/** An answer, or a function of the request (its method, URL and JSON body) that gives one. */
type Reply = Answer | ((request: { method: string; url: URL; body: unknown }) => Answer);

/**
 * A fetch stub for the conversations' API (as notifications' test-support.ts): answers by `METHOD /path`
 * (the query left off), each reply fixed or worked out per request; anything else is a 404. The calls are
 * kept to look at.
 */
export function stubConversationApi(replies: Record<string, Reply>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    calls.push(request);
    const reply = replies[`${method} ${url.pathname}`];
    const answer =
      reply === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof reply === 'function'
          ? reply(request)
          : reply;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    of: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path),
  };
}

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
