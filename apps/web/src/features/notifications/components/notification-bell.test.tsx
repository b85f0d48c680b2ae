import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { makeNotification } from '../../../testing/factories.ts';
import { createUserEventStream } from '../../../lib/realtime/user-event-stream.ts';
import { UserEventStreamContext } from '../../../lib/realtime/use-user-events.ts';
import { fakeEventSources } from '../../../testing/fake-event-source.ts';
import { UNREAD_LIVE_REFRESH_MS, UNREAD_REFRESH_MS } from '../api/get-unread-count.ts';
import { stubNotificationApi } from '../test-support.ts';
import { HeaderBell } from './header-bell.tsx';

beforeAll(() => loadPageTexts('notifications', 'notifications-ui'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** happy-dom's own handle on the window: its viewport, which `matchMedia` reads. */
const happyDom = () =>
  (window as unknown as { happyDOM: { setViewport(size: { width?: number; height?: number }): void } }).happyDOM;

const signedIn = authState({ user: testUser });
const renderBell = (auth = signedIn) =>
  renderWithProviders(<HeaderBell />, { auth, path: '/', routes: [{ path: '/dashboard/*', element: <p>Dashboard page</p> }] });

describe('the notifications bell', () => {
  it('shows the unread count as a badge and in its name', async () => {
    stubNotificationApi({ 'GET /api/notifications/unread-count': { body: { unread: 3 } } });
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('says "Notifications" alone with nothing unread, and caps the badge at 99+', async () => {
    const api = stubNotificationApi({ 'GET /api/notifications/unread-count': { body: { unread: 0 } } });
    const { queryClient } = renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(1);

    act(() => queryClient.setQueryData(['notifications', 'unread-count'], { unread: 120 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent(/^99\+$/);
  });

  it('names the count in Bangla, in Bangla digits', async () => {
    stubNotificationApi({ 'GET /api/notifications/unread-count': { body: { unread: 3 } } });
    await i18next.changeLanguage('bn');
    renderBell();
    expect(await screen.findByRole('link', { name: 'নোটিফিকেশন, ৩টি পড়া হয়নি' })).toHaveTextContent('৩');
  });

  it('asks for the count again every 20 seconds, so a new one shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    const api = stubNotificationApi({ 'GET /api/notifications/unread-count': () => ({ body: { unread } }) });
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS - 1_000));
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(3);
  });

  it('shows a new one as the event stream brings it, and asks only once a minute while the stream is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    const api = stubNotificationApi({ 'GET /api/notifications/unread-count': () => ({ body: { unread } }) });
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open });
    renderWithProviders(
      <UserEventStreamContext value={stream}>
        <HeaderBell />
      </UserEventStreamContext>,
      { auth: signedIn, path: '/' },
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    act(() => sources.latest().connect());

    // No polling at 20 s while the stream is open…
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(1);
    // …but a notification event asks at once.
    unread = 2;
    act(() => sources.latest().send('notification', { notificationId: 'n7' }, 12));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(2);
    // A message event is the conversations' business.
    act(() => sources.latest().send('message', { conversationId: 'c1' }, 13));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(2);
    // Once a minute it checks anyway.
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_LIVE_REFRESH_MS));
    expect(api.of('GET', '/api/notifications/unread-count')).toHaveLength(3);
  });

  it('asks for nothing, and shows nothing, for a visitor', async () => {
    const api = stubNotificationApi({ 'GET /api/notifications/unread-count': { body: { unread: 3 } } });
    const { container } = renderBell(authState({ user: null }));
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(api.calls).toEqual([]);
  });

  it('opens the notifications page instead of a dropdown on a 360 px phone', async () => {
    stubNotificationApi({ 'GET /api/notifications/unread-count': { body: { unread: 2 } } });
    const width = window.innerWidth;
    happyDom().setViewport({ width: 360, height: 740 });
    try {
      const { router } = renderBell();
      const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
      expect(bell).not.toHaveAttribute('aria-expanded');
      await userEvent.click(bell);
      expect(router.state.location.pathname).toBe('/dashboard/notifications');
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    } finally {
      happyDom().setViewport({ width });
    }
  });

  it('opens the newest in a dropdown, marks all read, and links to the page', async () => {
    const items = [
      makeNotification({ id: 'n1', params: { product: 'Pixel 7', name: 'Rafiq Ahmed' } }),
      makeNotification({
        id: 'n2',
        kind: 'listing_approved',
        params: { product: 'Galaxy S22' },
        readAt: '2026-03-28T11:00:00.000Z',
        link: '/products/p2',
      }),
    ];
    let unread = 1;
    const api = stubNotificationApi({
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'GET /api/notifications': () => ({ body: { items, unread, nextBefore: null } }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { body: { unread } };
      },
    });
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('a')!.getAttribute('href'))).toEqual([
      '/dashboard/orders/o1',
      '/products/p2',
    ]);
    expect(entries[0]).toHaveTextContent('New booking: Pixel 7');
    expect(entries[0]).toHaveTextContent('Rafiq Ahmed booked your Pixel 7.');
    expect(entries[0]).toHaveAttribute('data-unread', 'true');
    expect(entries[1]).toHaveTextContent('Listing live: Galaxy S22');
    expect(api.of('GET', '/api/notifications')[0]!.url.searchParams.get('limit')).toBe('8');

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.of('POST', '/api/notifications/read-all')).toHaveLength(1);
    expect(within(panel).getAllByRole('listitem')[0]).toHaveAttribute('data-unread', 'false');
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
