import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeNotification } from '../../testing/factories.ts';
import NotificationsPage from './notifications-page.tsx';
import { stubNotificationApi } from './test-support.ts';

beforeAll(() => loadPageTexts('notifications', 'notifications-ui'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-03-28T12:00:00.000Z');
const page = (items: NotificationItem[], unread: number, nextBefore: string | null = null) => ({
  body: { items, unread, nextBefore },
});

const renderPage = () =>
  renderWithProviders(<NotificationsPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/notifications',
    routes: [{ path: '/dashboard/orders/:id', element: <p>Order page</p> }],
  });

const items = [
  makeNotification({ id: 'n1', createdAt: '2026-03-28T11:55:00.000Z' }),
  makeNotification({
    id: 'n2',
    kind: 'order_paid',
    params: { product: 'Pixel 7', amount: 4_000_000 },
    link: '/dashboard/orders/o2',
    createdAt: '2026-03-28T09:00:00.000Z',
    readAt: '2026-03-28T09:30:00.000Z',
  }),
  makeNotification({
    id: 'n3',
    kind: 'rating_received',
    params: { product: 'Galaxy S22', name: 'Nadia', rating: 5 },
    link: '/dashboard/orders/o3',
    createdAt: '2026-03-10T09:00:00.000Z',
    readAt: '2026-03-11T09:30:00.000Z',
  }),
];

describe('the notifications page', () => {
  it('lists each with its texts filled in, when it came, and the unread one marked', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    stubNotificationApi({
      'GET /api/notifications': page(items, 1),
      'GET /api/notifications/unread-count': { body: { unread: 1 } },
    });
    renderPage();
    const entries = await screen.findAllByTestId('notification');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'UnreadNew booking: iPhone 13 128GB MidnightRafiq Ahmed booked your iPhone 13 128GB Midnight. Accept or decline within 48 hours, or the booking expires.5 min ago',
      'Paid, money held: Pixel 7TK 40,000 for Pixel 7 is held by PhoneHaat until the buyer has the phone. Meet or send it within 48 hours.3 hr ago',
      'New rating: 5 of 5Nadia rated their deal for Galaxy S22 5 of 5.10 Mar 2026',
    ]);
    expect(entries.map((entry) => entry.dataset.unread)).toEqual(['true', 'false', 'false']);
    expect(within(entries[0]!).getByRole('link')).toHaveAttribute('href', '/dashboard/orders/o1');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/dashboard/notification-settings',
    );
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the same in Bangla: amounts in TK and ratings in Bangla digits', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    stubNotificationApi({
      'GET /api/notifications': page(items, 1),
      'GET /api/notifications/unread-count': { body: { unread: 1 } },
    });
    await i18next.changeLanguage('bn');
    renderPage();
    const entries = await screen.findAllByTestId('notification');
    expect(entries[0]).toHaveTextContent('নতুন বুকিং: iPhone 13 128GB Midnight');
    expect(entries[0]).toHaveTextContent('Rafiq Ahmed আপনার iPhone 13 128GB Midnight বুক করেছেন।');
    expect(entries[0]).toHaveTextContent('৫ মিনিট আগে');
    expect(entries[1]).toHaveTextContent('Pixel 7-এর ৳৪০,০০০ ফোন হাতে না পাওয়া পর্যন্ত PhoneHaat-এর কাছে জমা থাকবে।');
    expect(entries[2]).toHaveTextContent('নতুন রেটিং: ৫-এ ৫');
    expect(entries[2]).toHaveTextContent('১০ মার্চ ২০২৬');
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিফিকেশন' })).toBeInTheDocument();
  });

  it('marks one read as it is opened', async () => {
    const api = stubNotificationApi({
      'GET /api/notifications': page(items, 1),
      'GET /api/notifications/unread-count': { body: { unread: 1 } },
      'POST /api/notifications/n1/read': { body: { unread: 0 } },
    });
    const { router } = renderPage();
    const [first] = await screen.findAllByTestId('notification');
    await userEvent.click(within(first!).getByRole('link'));
    expect(router.state.location.pathname).toBe('/dashboard/orders/o1');
    expect(api.of('POST', '/api/notifications/n1/read')).toHaveLength(1);
    // Items already read are not sent again.
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('loads older ones with the cursor, and marks all read', async () => {
    let unread = 1;
    const api = stubNotificationApi({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('before') === 'cursor-1'
          ? page([makeNotification({ id: 'n9', kind: 'booking_expired', readAt: '2026-01-01T00:00:00.000Z' })], unread)
          : page(items, unread, 'cursor-1'),
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { body: { unread } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Booking expired: iPhone 13 128GB Midnight')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification')).toHaveLength(4);
    expect(api.of('GET', '/api/notifications').map((call) => call.url.search)).toEqual([
      '?limit=20',
      '?limit=20&before=cursor-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(api.of('POST', '/api/notifications/read-all')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('notification').map((entry) => entry.dataset.unread)).toEqual([
        'false',
        'false',
        'false',
        'false',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('says what will show here when there is nothing yet', async () => {
    stubNotificationApi({
      'GET /api/notifications': page([], 0),
      'GET /api/notifications/unread-count': { body: { unread: 0 } },
    });
    renderPage();
    expect(
      await screen.findByText("Nothing yet — we'll tell you here when something happens to your bookings, orders and listings"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});
