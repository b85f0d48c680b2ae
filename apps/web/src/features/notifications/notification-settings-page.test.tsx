import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultChannelSetting,
  notificationKinds,
  optionalChannels,
  smsKinds,
  type NotificationKind,
  type NotificationSetting,
} from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import NotificationSettingsPage from './notification-settings-page.tsx';
import { stubNotificationApi } from './test-support.ts';

beforeAll(() => loadPageTexts('notifications-ui'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What GET /notification-settings answers a person who has chosen nothing: the defaults, SMS for some kinds only. */
const defaults: NotificationSetting[] = notificationKinds.flatMap((kind) =>
  optionalChannels
    .filter((channel) => channel !== 'sms' || (smsKinds as readonly NotificationKind[]).includes(kind))
    .map((channel) => ({ kind, channel, enabled: defaultChannelSetting(kind, channel) })),
);

const renderPage = (roles = { isAdmin: false, isSeller: true }) => {
  const view = renderWithProviders(<NotificationSettingsPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/notification-settings',
  });
  view.queryClient.setQueryData(['role', testUser.email], roles);
  return view;
};

describe('the notification settings page', () => {
  it('groups the kinds, with a switch for each channel offered and SMS for money and hand-over events only', async () => {
    stubNotificationApi({ 'GET /api/notification-settings': { body: { settings: defaults } } });
    renderPage();
    expect(
      await screen.findByText('In-app notifications are always on. SMS only for money and hand-over events.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bookings',
      'Money and hand-over',
      'Disputes',
      'Listings and reports',
      'Ratings',
      'Deadlines',
      'Courier delivery',
      'Messages and offers',
      'Watchlist and saved searches',
    ]);
    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(
      within(bookings)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['What happened', 'Email', 'SMS', 'Push']);
    expect(within(bookings).getByRole('switch', { name: 'New bookings on my phones by SMS' })).toBeChecked();
    expect(within(bookings).getByRole('switch', { name: 'New bookings on my phones by Email' })).toBeChecked();
    expect(within(bookings).queryByRole('switch', { name: 'My booking accepted by SMS' })).not.toBeInTheDocument();
    expect(within(bookings).getByRole('row', { name: /My booking accepted/ })).toHaveTextContent('No SMS for this');
    // Admins' kinds are not offered to others.
    expect(screen.queryByText('Payout asked for (admins)')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('offers admins their own kinds', async () => {
    stubNotificationApi({ 'GET /api/notification-settings': { body: { settings: defaults } } });
    renderPage({ isAdmin: true, isSeller: false });
    expect(await screen.findByRole('switch', { name: 'Payout asked for (admins) by Email' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dispute unanswered for 72 hours (admins) by Push' })).toBeInTheDocument();
  });

  it('saves a switch as it is flipped, with a PUT of that choice', async () => {
    const api = stubNotificationApi({
      'GET /api/notification-settings': { body: { settings: defaults } },
      'PUT /api/notification-settings': ({ body }) => {
        const [chosen] = (body as { settings: NotificationSetting[] }).settings;
        return {
          body: {
            settings: defaults.map((setting) =>
              setting.kind === chosen!.kind && setting.channel === chosen!.channel ? chosen! : setting,
            ),
          },
        };
      },
    });
    renderPage();
    const email = await screen.findByRole('switch', { name: 'New bookings on my phones by Email' });
    await userEvent.click(email);
    expect(email).not.toBeChecked();
    expect(api.of('PUT', '/api/notification-settings').map((call) => call.body)).toEqual([
      { settings: [{ kind: 'booking_made', channel: 'email', enabled: false }] },
    ]);
    await waitFor(() => expect(api.of('PUT', '/api/notification-settings')).toHaveLength(1));
    expect(email).not.toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const failed = vi.spyOn(toast, 'error').mockReturnValue('toast');
    let answer: (value: Response) => void = () => undefined;
    stubNotificationApi({ 'GET /api/notification-settings': { body: { settings: defaults } } });
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => (init?.method === 'PUT' ? answered : original(input, init)));
    renderPage();
    const push = await screen.findByRole('switch', { name: 'Problem reported by Push' });
    expect(push).toBeChecked();
    await userEvent.click(push);
    // Shown at once, before the server answers.
    expect(push).not.toBeChecked();
    answer(new Response(JSON.stringify({ message: 'Something went wrong on our side' }), { status: 500 }));
    await waitFor(() => expect(push).toBeChecked());
    expect(failed).toHaveBeenCalledWith('Could not save “Problem reported” by Push. It is back as it was; please try again.');
  });
});
