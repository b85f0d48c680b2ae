import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeConversationSummary } from '../../testing/factories.ts';
import { MessagesIcon } from './components/messages-icon.tsx';
import MessagesPage from './messages-page.tsx';
import { stubConversationApi } from './test-support.tsx';

beforeAll(() => loadPageTexts('conversations'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-03-28T12:00:00.000Z');
const signedIn = authState({ user: testUser });

const threads = [
  makeConversationSummary({ id: 'c1', lastMessage: 'Is the battery original?', lastMessageAt: '2026-03-20T09:00:00.000Z' }),
  makeConversationSummary({
    id: 'c2',
    productName: 'Galaxy S22',
    role: 'seller',
    other: { id: 'u5', name: 'Nadia Karim', photo: null },
    lastMessage: 'Can you do TK 50,000?',
    lastMessageAt: '2026-03-28T11:00:00.000Z',
    unread: 3,
  }),
  makeConversationSummary({
    id: 'c3',
    productName: 'Pixel 7',
    productGone: true,
    lastMessage: null,
    lastMessageKind: 'photo',
    lastMessageAt: '2026-03-27T08:00:00.000Z',
    unread: 1,
  }),
];

describe('the Messages page', () => {
  it('lists the threads newest first, with the phone, the other person, the last message, when, and unread badges', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    stubConversationApi({ 'GET /api/conversations': { body: { items: threads, unread: 2 } } });
    renderWithProviders(<MessagesPage />, { auth: signedIn, path: '/dashboard/messages' });
    const rows = await screen.findAllByTestId('conversation');
    expect(rows.map((row) => row.querySelector('a')!.getAttribute('href'))).toEqual([
      '/dashboard/messages/c2',
      '/dashboard/messages/c3',
      '/dashboard/messages/c1',
    ]);
    expect(rows.map((row) => row.dataset.unread)).toEqual(['true', 'true', 'false']);
    expect(rows[0]).toHaveTextContent('Galaxy S22');
    expect(rows[0]).toHaveTextContent('Buyer: Nadia Karim');
    expect(rows[0]).toHaveTextContent('Can you do TK 50,000?');
    // Today: the time (11:00 UTC is 5:00 pm in Dhaka); yesterday: the weekday; older: the day.
    expect(within(rows[0]!).getByText('5:00 pm')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Friday')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('20 Mar')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('No longer for sale');
    expect(rows[1]).toHaveTextContent('Photo');
    expect(within(rows[2]!).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('shows the counts in Bangla digits', async () => {
    stubConversationApi({ 'GET /api/conversations': { body: { items: threads, unread: 2 } } });
    await i18next.changeLanguage('bn');
    renderWithProviders(<MessagesPage />, { auth: signedIn, path: '/dashboard/messages' });
    const rows = await screen.findAllByTestId('conversation');
    expect(within(rows[0]!).getByText('৩টি বার্তা পড়া হয়নি')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('৩')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('ক্রেতা: Nadia Karim');
  });

  it('explains how a conversation starts when there is none', async () => {
    stubConversationApi({ 'GET /api/conversations': { body: { items: [], unread: 0 } } });
    renderWithProviders(<MessagesPage />, { auth: signedIn, path: '/dashboard/messages' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/open its page and tap “Ask the seller” or “Make an offer”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse phones' })).toHaveAttribute('href', '/products');
  });
});

describe('the header’s messages icon', () => {
  it('shows the unread threads as a badge and in its name, and links to Messages', async () => {
    stubConversationApi({ 'GET /api/conversations/unread-count': { body: { unread: 2 } } });
    renderWithProviders(<MessagesIcon />, { auth: signedIn });
    const icon = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(icon).toHaveTextContent('2');
    expect(icon).toHaveAttribute('href', '/dashboard/messages');
  });

  it('says "Messages" alone with nothing unread, and the count in Bangla digits in Bangla', async () => {
    let unread = 0;
    stubConversationApi({ 'GET /api/conversations/unread-count': () => ({ body: { unread } }) });
    const { queryClient } = renderWithProviders(<MessagesIcon />, { auth: signedIn });
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveTextContent('');
    unread = 4;
    await i18next.changeLanguage('bn');
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('link', { name: 'বার্তা, ৪টি পড়া হয়নি' })).toHaveTextContent('৪');
  });
});
