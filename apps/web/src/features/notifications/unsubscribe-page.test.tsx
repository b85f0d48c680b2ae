import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { stubNotificationApi } from './test-support.ts';
import UnsubscribePage from './unsubscribe-page.tsx';

beforeAll(() => loadPageTexts('notifications-ui'));
afterEach(() => vi.unstubAllGlobals());

/** A token as the server writes it: base64url JSON `[userId, kind]`, a dot, a signature (not checked here). */
const tokenFor = (kind: string) =>
  `${btoa(JSON.stringify(['user-1', kind]))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')}.c2lnbmF0dXJl`;
const INVALID = 'This unsubscribe link is not valid. Open your notification settings instead.';

const renderPage = (token?: string) =>
  renderWithProviders(<UnsubscribePage />, {
    auth: authState({ user: null }),
    path: '/unsubscribe',
    initialEntry: token === undefined ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(token)}`,
  });

describe('the unsubscribe page', () => {
  it('names the emails that will stop, and stops them only when asked', async () => {
    const token = tokenFor('booking_made');
    const api = stubNotificationApi({ 'POST /api/notifications/unsubscribe': { body: { kind: 'booking_made' } } });
    renderPage(token);
    expect(screen.getByRole('heading', { level: 1, name: 'Stop emails about “New bookings on my phones”?' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Done. You will not get these emails any more.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Change this any time in notification settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toHaveAttribute(
      'href',
      '/dashboard/notification-settings',
    );
    const [call] = api.of('POST', '/api/notifications/unsubscribe');
    expect(call!.url.searchParams.get('token')).toBe(token);
  });

  it("shows the server's reason for a bad link, in English as sent", async () => {
    stubNotificationApi({
      'POST /api/notifications/unsubscribe': { status: 400, body: { error: 'VALIDATION', message: INVALID } },
    });
    renderPage('not-a-token');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop emails like the one that brought you here?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toBeInTheDocument();
  });

  it('reads in Bangla, the refusal too', async () => {
    stubNotificationApi({
      'POST /api/notifications/unsubscribe': { status: 400, body: { error: 'VALIDATION', message: INVALID } },
    });
    await i18next.changeLanguage('bn');
    renderPage(tokenFor('order_paid'));
    expect(screen.getByRole('heading', { level: 1, name: '“পেমেন্ট হয়েছে, টাকা জমা” নিয়ে ইমেইল বন্ধ করবেন?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'এই ইমেইলগুলো বন্ধ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই আনসাবস্ক্রাইব লিংকটি সঠিক নয়। এর বদলে নোটিফিকেশন সেটিংস খুলুন।');
  });

  it('offers nothing to stop without a token', () => {
    stubNotificationApi({});
    renderPage();
    expect(screen.getByText('This page needs the link from one of our emails.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
