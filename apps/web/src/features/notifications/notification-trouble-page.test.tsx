import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationTrouble } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import NotificationTroublePage from './notification-trouble-page.tsx';

beforeAll(() => loadPageTexts('notifications-ui'));
afterEach(() => vi.unstubAllGlobals());

const uncertain: NotificationTrouble = {
  id: '7b0f3c1e-2d4a-4c55-9a1e-3f2b6c7d8e90',
  channel: 'email',
  state: 'uncertain',
  attempts: 1,
  lastError: 'The worker stopped while sending; it may or may not have arrived',
  kind: 'booking_made',
  recipient: 'seller@example.com',
  updatedAt: '2026-11-28T01:00:00.000Z',
};

const renderPage = (list: NotificationTrouble[]) => {
  const fetchMock = stubFetch({
    '/api/admin/notification-trouble': { body: list },
    [`/api/admin/notification-trouble/${uncertain.id}/retry`]: { status: 204, body: null },
  });
  renderWithProviders(<NotificationTroublePage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/notification-trouble',
  });
  return fetchMock;
};

describe('the failed deliveries page', () => {
  it('lists each failed or uncertain delivery with its recipient and error, and sends one again', async () => {
    const fetchMock = renderPage([uncertain]);
    const entry = await screen.findByTestId('delivery-trouble');
    expect(entry).toHaveTextContent('Uncertain');
    expect(entry).toHaveTextContent('Email · New bookings on my phones');
    expect(entry).toHaveTextContent('seller@example.com');
    expect(entry).toHaveTextContent('1 attempt');
    await userEvent.click(within(entry).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as unknown as [string, RequestInit][]).some(
          ([url, init]) => url.endsWith('/retry') && init.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing failed', async () => {
    renderPage([]);
    expect(await screen.findByText('Nothing failed. Every email, SMS and push went out.')).toBeInTheDocument();
  });
});
