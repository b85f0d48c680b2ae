import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage, makeOffer } from '../../../testing/factories.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { AdminThread } from './admin-thread.tsx';

beforeAll(() => loadPageTexts('moderation'));
afterEach(() => vi.unstubAllGlobals());

const thread = makeConversationDetail({
  productName: 'Pixel 7 128GB',
  other: { id: 'u2', name: 'Karim Hossain', photo: null },
  // What a reader of their own thread could do: the admin's view offers none of it.
  canWrite: true,
  canOffer: true,
  messages: [
    makeMessage({ id: 'm1', senderName: 'Rafiq Ahmed', body: 'Would you take less?', createdAt: '2026-03-28T04:00:00.000Z' }),
    makeMessage({
      id: 'm2',
      kind: 'offer',
      senderName: 'Rafiq Ahmed',
      body: null,
      offer: makeOffer({ amount: 58_000, state: 'declined' }),
      offerStep: 'made',
      createdAt: '2026-03-28T04:05:00.000Z',
    }),
    makeMessage({ id: 'm3', senderName: 'Karim Hossain', body: null, photo: '/uploads/box-640.webp', warnings: ['masked'] }),
  ],
});

const renderThread = () =>
  renderWithProviders(<AdminThread conversationId="c1" reason={{ via: 'dispute', ref: 'o1' }} />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/disputes',
  });

describe("an admin's view of a thread", () => {
  it('shows every message with its writer and time, read-only, and says the reading is logged', async () => {
    const api = stubApi({ 'GET /api/admin/conversations/c1': { body: thread } });
    renderThread();
    const messages = await screen.findAllByTestId('admin-message');
    expect(screen.getByRole('note')).toHaveTextContent('Your reading of this conversation is logged.');
    expect(screen.getByText('Between Rafiq Ahmed · Karim Hossain')).toBeInTheDocument();
    expect(messages[0]).toHaveTextContent('Rafiq Ahmed28 Mar 2026, 10:00 amWould you take less?');
    expect(messages[1]).toHaveTextContent('Made an offer of TK 58,000');
    expect(within(messages[2]!).getByRole('img', { name: 'Photo sent by Karim Hossain' })).toHaveAttribute(
      'src',
      '/uploads/box-640.webp',
    );
    expect(messages[2]).toHaveTextContent('Contact details hidden');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.of('GET', '/api/admin/conversations/c1').map((call) => call.url.search)).toEqual(['?via=dispute&ref=o1']);
  });

  it('reads in Bangla, times in Bangla digits', async () => {
    stubApi({ 'GET /api/admin/conversations/c1': { body: thread } });
    await i18next.changeLanguage('bn');
    renderThread();
    const messages = await screen.findAllByTestId('admin-message');
    expect(screen.getByRole('note')).toHaveTextContent('আপনি যে এই কথোপকথন পড়ছেন, তা লগে রাখা হচ্ছে।');
    expect(messages[0]).toHaveTextContent(/২৮ মার্চ.*২০২৬.*১০:০০/);
    expect(messages[1]).toHaveTextContent('৳৫৮,০০০ দামের অফার দিয়েছেন');
  });

  it('says so when the server refuses this way in', async () => {
    stubApi({ 'GET /api/admin/conversations/c1': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    renderThread();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This conversation cannot be opened through this report or dispute.',
    );
    expect(screen.getByRole('note')).toBeInTheDocument();
  });
});
