import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '../../lib/auth/auth-context.ts';
import { authState, testUser } from '../../components/ui/test-utils.tsx';
import { createUserEventStream } from '../../lib/realtime/user-event-stream.ts';
import { UserEventStreamContext } from '../../lib/realtime/use-user-events.ts';
import { fakeEventSources } from '../../testing/fake-event-source.ts';
import { useLiveConversations } from './use-live-conversations.ts';

/** A query client holding the conversations' queries (and an order list), each fetched once: which are stale after an event? */
function setUp() {
  const sources = fakeEventSources();
  const stream = createUserEventStream({ open: sources.open });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const keys = {
    list: ['conversations', 'list'],
    unread: ['conversations', 'unread-count'],
    thread: ['conversations', 'detail', 'c1'],
    otherThread: ['conversations', 'detail', 'c2'],
    listingRef: ['conversations', 'ref', 'listing', 'p1'],
    bookings: ['bookings', 'mine'],
    notifications: ['notifications', 'unread-count'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthContext value={authState({ user: testUser })}>
        <UserEventStreamContext value={stream}>{children}</UserEventStreamContext>
      </AuthContext>
    </QueryClientProvider>
  );
  renderHook(() => useLiveConversations(), { wrapper });
  return { source: sources.latest(), stale };
}

describe('the conversations’ live events', () => {
  it('a new message reloads its thread, the list, the unread count and which listings have a thread', () => {
    const { source, stale } = setUp();
    act(() => source.send('message', { conversationId: 'c1', messageId: 'm2' }, 1));
    expect(stale()).toEqual(['list', 'unread', 'thread', 'listingRef']);
  });

  it('the other side reading reloads that thread alone (its "Seen")', () => {
    const { source, stale } = setUp();
    act(() => source.send('read', { conversationId: 'c2' }, 2));
    expect(stale()).toEqual(['otherThread']);
  });

  it('an offer made or answered reloads the orders too: an accepted one is a booking', () => {
    const { source, stale } = setUp();
    act(() => source.send('offer', { conversationId: 'c1', offerId: 'of1' }, 3));
    expect(stale()).toEqual(['list', 'unread', 'thread', 'listingRef', 'bookings']);
  });

  it('leaves a notification to the bell', () => {
    const { source, stale } = setUp();
    act(() => source.send('notification', { notificationId: 'n1' }, 4));
    expect(stale()).toEqual([]);
  });
});
