import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '@phonehaat/contract';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage } from '../../testing/factories.ts';
import { renderThread } from './test-support.tsx';

beforeAll(() => loadPageTexts('conversations'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = new Date('2026-03-28T12:00:00.000Z');
const THREAD = '/api/conversations/c1';

const MASKED = 'Phone numbers, emails and links show once the seller accepts a booking. Keep payments on PhoneHaat.';
const SCAM =
  'This looks like a request to pay outside PhoneHaat. Never send a bKash/Nagad advance: pay through PhoneHaat so your money is held until you have the phone.';

const messages = () => screen.findAllByTestId('message');

describe('a thread', () => {
  it('shows mine on the right and theirs on the left, with times, photos, and "Seen" under my last message read', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderThread(
      makeConversationDetail({
        messages: [
          makeMessage({
            id: 'm1',
            body: 'Is the battery original?',
            mine: true,
            senderName: 'Sadia Islam',
            seen: true,
            createdAt: '2026-03-27T09:00:00.000Z',
          }),
          makeMessage({
            id: 'm2',
            body: 'Yes, 86% health.',
            photo: '/uploads/battery.webp',
            createdAt: '2026-03-28T04:30:00.000Z',
          }),
          makeMessage({
            id: 'm3',
            body: 'Can we meet in Dhanmondi?',
            mine: true,
            senderName: 'Sadia Islam',
            seen: true,
            createdAt: '2026-03-28T05:00:00.000Z',
          }),
          makeMessage({
            id: 'm4',
            body: 'Tomorrow?',
            mine: true,
            senderName: 'Sadia Islam',
            seen: false,
            createdAt: '2026-03-28T05:01:00.000Z',
          }),
        ],
      }),
    );
    const shown = await messages();
    expect(shown.map((message) => message.dataset.mine)).toEqual(['true', 'false', 'true', 'true']);
    expect(shown.map((message) => message.className.includes('items-end'))).toEqual([true, false, true, true]);
    expect(shown[1]).toHaveTextContent('Yes, 86% health.');
    expect(within(shown[1]!).getByRole('img', { name: 'Photo from Rafiq Ahmed' })).toHaveAttribute(
      'src',
      '/uploads/battery.webp',
    );
    // 04:30 UTC is 10:30 in Dhaka.
    expect(within(shown[1]!).getByText('10:30 am')).toBeInTheDocument();
    // "Seen" under the last of mine that was read, and only there.
    expect(screen.getAllByTestId('seen')).toHaveLength(1);
    expect(within(shown[2]!).getByTestId('seen')).toHaveTextContent('Seen');
    // A day's heading above each day's messages.
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Yesterday')).toBeInTheDocument();
    expect(within(list).getByText('Today')).toBeInTheDocument();
    // Only their messages can be reported.
    expect(screen.getAllByRole('button', { name: 'Report this message' })).toHaveLength(1);
  });

  it('heads it with the phone, the other person and, once accepted, their number to call; a sold phone says so', async () => {
    renderThread(makeConversationDetail({ productGone: true, otherPhone: '01712345678', orderId: 'o7', canOffer: false }));
    expect(await screen.findByRole('link', { name: 'iPhone 13 128GB Midnight' })).toHaveAttribute('href', '/products/p1');
    expect(screen.getByText('TK 64,000')).toBeInTheDocument();
    expect(screen.getByText('No longer for sale')).toBeInTheDocument();
    expect(screen.getByText('Seller: Rafiq Ahmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Rafiq Ahmed on 01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/dashboard/orders/o7');
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('shows a masked message with the warning, and warns its receiver alone of a payment asked outside PhoneHaat', async () => {
    renderThread(
      makeConversationDetail({
        messages: [
          makeMessage({ id: 'm1', body: 'Call me on [phone number hidden]', warnings: ['masked'] }),
          makeMessage({ id: 'm2', body: 'Send 2000 bKash advance to [phone number hidden]', warnings: ['masked', 'scam'] }),
          // The writer's own message never carries the scam warning, even if the answer had it.
          makeMessage({ id: 'm3', body: 'Pay me by bKash first', mine: true, warnings: ['scam'] }),
        ],
      }),
    );
    const [masked, scam, mine] = await messages();
    expect(within(masked!).getByTestId('masked-warning')).toHaveTextContent(MASKED);
    expect(within(masked!).queryByTestId('scam-warning')).not.toBeInTheDocument();
    expect(within(scam!).getByText('Send 2000 bKash advance to [phone number hidden]')).toBeInTheDocument();
    expect(within(scam!).getByTestId('scam-warning')).toHaveTextContent(SCAM);
    expect(within(scam!).getByTestId('scam-warning')).toHaveClass('border-error');
    expect(within(mine!).queryByTestId('scam-warning')).not.toBeInTheDocument();
  });

  it('words the warnings in Bangla for a Bangla reader', async () => {
    await i18next.changeLanguage('bn');
    renderThread(makeConversationDetail({ messages: [makeMessage({ warnings: ['masked', 'scam'] })] }));
    const [message] = await messages();
    expect(within(message!).getByTestId('masked-warning')).toHaveTextContent(
      'বিক্রেতা বুকিং গ্রহণ করার পর ফোন নম্বর, ইমেইল ও লিংক দেখা যাবে। পেমেন্ট PhoneHaat-এর মাধ্যমেই করুন।',
    );
    expect(within(message!).getByTestId('scam-warning')).toHaveTextContent('বিকাশ বা নগদে কখনো অগ্রিম টাকা পাঠাবেন না');
  });

  it('marks the thread read when it shows with unread messages', async () => {
    const { api } = renderThread(makeConversationDetail({ unread: 2, messages: [makeMessage()] }));
    await messages();
    await vi.waitFor(() => expect(api.of('POST', `${THREAD}/read`)).toHaveLength(1));
  });

  it('marks nothing read when nothing is unread', async () => {
    const { api } = renderThread(makeConversationDetail({ unread: 0, messages: [makeMessage()] }));
    await messages();
    expect(api.of('POST', `${THREAD}/read`)).toHaveLength(0);
  });
});

describe('the composer', () => {
  const sent = (text: string): Message =>
    makeMessage({ id: 'm9', body: text, mine: true, senderName: 'Sadia Islam', createdAt: '2026-03-28T11:00:00.000Z' });

  it('sends with the button, shows the message and clears the box', async () => {
    const { api } = renderThread(makeConversationDetail(), {
      [`POST ${THREAD}/messages`]: ({ body }) => ({ status: 201, body: sent((body as { text: string }).text) }),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, '  Is the box included?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Is the box included?')).toBeInTheDocument();
    expect(api.of('POST', `${THREAD}/messages`).map((call) => call.body)).toEqual([{ text: 'Is the box included?' }]);
    expect(box).toHaveValue('');
  });

  it('sends on Enter, and starts a new line on Shift+Enter', async () => {
    const { api } = renderThread(makeConversationDetail(), {
      [`POST ${THREAD}/messages`]: ({ body }) => ({ status: 201, body: sent((body as { text: string }).text) }),
    });
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(api.of('POST', `${THREAD}/messages`)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(api.of('POST', `${THREAD}/messages`).map((call) => call.body)).toEqual([{ text: 'First line\nsecond line' }]);
  });

  it('sends nothing empty, and keeps the text when sending fails', async () => {
    const { api } = renderThread(makeConversationDetail(), {
      [`POST ${THREAD}/messages`]: { status: 429, body: { message: 'Too many messages. Wait a minute.', code: 'RATE_LIMITED' } },
    });
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText('Write a message or add a photo')).toBeInTheDocument();
    expect(api.of('POST', `${THREAD}/messages`)).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText('Too many messages. Wait a minute.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('reads the thread again when a block refused the message, and shows that no one may write', async () => {
    let blocked = false;
    const { api } = renderThread(makeConversationDetail(), {
      [`GET ${THREAD}`]: () => ({ body: makeConversationDetail({ canWrite: !blocked }) }),
      [`POST ${THREAD}/messages`]: () => {
        blocked = true;
        return { status: 403, body: { message: 'You cannot write in this conversation', code: 'FORBIDDEN' } };
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Hello{Enter}');
    expect(await screen.findByText('You can no longer write in this conversation.')).toBeInTheDocument();
    expect(api.of('GET', THREAD)).toHaveLength(2);
  });

  it('is replaced by a note when the reader blocked the other side', async () => {
    renderThread(makeConversationDetail({ blocked: true, canWrite: false }));
    expect(await screen.findByText('You blocked Rafiq Ahmed. Unblock them to write again.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).not.toBeInTheDocument();
  });
});

describe('blocking and reporting', () => {
  it('blocks the other side after asking', async () => {
    const { api } = renderThread(makeConversationDetail(), {
      [`PUT ${THREAD}/block`]: { body: { blocked: true } },
    });
    // The menu's entries exist only while it is open.
    expect(screen.queryByRole('button', { name: 'Block Rafiq Ahmed' })).toBeNull();
    await userEvent.click(await screen.findByTitle('More for this conversation'));
    await userEvent.click(await screen.findByRole('button', { name: 'Block Rafiq Ahmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Rafiq Ahmed?' });
    expect(api.of('PUT', `${THREAD}/block`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await vi.waitFor(() => expect(api.of('PUT', `${THREAD}/block`).map((call) => call.body)).toEqual([{ blocked: true }]));
  });

  it('reports one of their messages with a reason and words', async () => {
    const { api } = renderThread(
      makeConversationDetail({ messages: [makeMessage({ id: 'm5', body: 'Send advance first', warnings: ['scam'] })] }),
      {
        'POST /api/messages/m5/report': { status: 201, body: { id: 'r1' } },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('Send advance first')).toBeInTheDocument();
    // A message flagged as a scam starts on that reason.
    expect(within(dialog).getByRole('radio', { name: 'A scam, or a request to pay outside PhoneHaat' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or threatening' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tell us more (optional)' }), 'He shouted at me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/messages/m5/report').map((call) => call.body)).toEqual([
        { reason: 'abuse', text: 'He shouted at me' },
      ]),
    );
  });
});
