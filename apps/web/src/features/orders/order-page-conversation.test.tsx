import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage, makeOrder } from '../../testing/factories.ts';
import OrderPage from './order-page.tsx';

beforeAll(() => loadPageTexts('conversations'));
afterEach(() => vi.unstubAllGlobals());

const ID = 'o1';

/** The order's page with these answers by path; anything else is a 404. The paths asked are kept. */
function renderOrder(order: Order, answers: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const replies: Record<string, unknown> = { [`/api/orders/${ID}`]: order, ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      asked.push(pathname);
      const body = replies[pathname];
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body === undefined ? 404 : 200 });
    }),
  );
  renderWithProviders(<OrderPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/orders/:id',
    initialEntry: `/dashboard/orders/${ID}`,
  });
  return asked;
}

describe('the order page’s conversation', () => {
  it('shows the buyer the seller’s number once accepted, and the thread below the deal', async () => {
    renderOrder(makeOrder({ _id: ID, state: 'accepted', viewerSides: ['buyer'], otherPhone: '01812345678' }), {
      [`/api/orders/${ID}/conversation`]: { conversationId: 'c1' },
      '/api/conversations/c1': makeConversationDetail({
        orderId: ID,
        otherPhone: '01812345678',
        messages: [makeMessage({ body: 'See you at 5' })],
      }),
    });
    expect(await screen.findByRole('link', { name: '01812345678' })).toHaveAttribute('href', 'tel:01812345678');
    const thread = await screen.findByRole('region', { name: 'Messages with Rahim Uddin' });
    expect(await within(thread).findByText('See you at 5')).toBeInTheDocument();
    expect(within(thread).getByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
    // The order shows the phone: the thread does not repeat it.
    expect(within(thread).queryByRole('link', { name: 'iPhone 13 128GB Midnight' })).not.toBeInTheDocument();
  });

  it('shows no thread, and asks for none, to an admin reading the order', async () => {
    const asked = renderOrder(makeOrder({ _id: ID, viewerSides: [] }));
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
    expect(asked.filter((path) => path.includes('conversation'))).toEqual([]);
  });
});
