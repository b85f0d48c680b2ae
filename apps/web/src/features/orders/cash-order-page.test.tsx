import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import OrderPage from './order-page.tsx';
import BookingsPage from './bookings-page.tsx';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { makeOrder } from '../../testing/factories.ts';

const ID = '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d';

const order = (overrides: Partial<Order> = {}): Order =>
  makeOrder({
    _id: ID,
    productName: 'Google Pixel 7a 8/128GB Sea',
    price: 30000,
    state: 'accepted',
    pickUpLocation: 'Dhanmondi 27, Dhaka',
    sellerLocation: 'Mirpur, Dhaka',
    sellerName: 'Farhana Akter',
    actions: ['pay', 'cancel', 'choose_cash'],
    viewerSides: ['buyer'],
    cash: false,
    completedAt: null,
    reviewUntil: null,
    canReview: false,
    reviews: [],
    ...overrides,
  });
const agreed = (overrides: Partial<Order> = {}) =>
  order({
    state: 'cash_agreed',
    cash: true,
    dueAt: '2026-11-25T11:00:00.000Z',
    actions: ['cancel'],
    handoverCode: '482913',
    ...overrides,
  });

const renderOrderPage = (answers: Parameters<typeof stubFetch>[0]) => {
  const fetchMock = stubFetch(answers);
  renderWithProviders(<OrderPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/orders/:id',
    initialEntry: `/dashboard/orders/${ID}`,
  });
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

/** GET /config naming these payment methods (PAYMENT_PROVIDERS). */
const configWith = (methods: string[]) => ({
  googleSignIn: false,
  payments: { provider: 'simulated', testMode: true, methods: methods.map((id) => ({ id, testMode: true })) },
});

describe('cash at the meet-up on the order page', () => {
  it('offers the buyer of an accepted booking cash beside Pay Now, and asks before choosing it', async () => {
    const fetchMock = renderOrderPage({
      '/api/config': { body: configWith(['card', 'cash']) },
      [`/api/orders/${ID}`]: { body: order() },
      [`/api/orders/${ID}/cash`]: { body: agreed() },
    });
    const option = await screen.findByRole('region', { name: 'Or pay cash at the meet-up' });
    expect(within(option).getByText(/Nothing is charged online: you pay TK\s?30,000 in cash/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    await userEvent.click(within(option).getByRole('button', { name: 'Pay cash at the meet-up' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Pay TK\s?30,000 in cash at the meet-up\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I will pay cash' }));
    const calls = () => fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    await vi.waitFor(() =>
      expect(calls().some(([url, init]) => String(url).endsWith(`/orders/${ID}/cash`) && init?.method === 'POST')).toBe(true),
    );
  });

  it('shows no cash option when the operator left cash out of the methods', async () => {
    const fetchMock = renderOrderPage({ '/api/config': { body: configWith(['card', 'bkash']) }, [`/api/orders/${ID}`]: { body: order() } });
    expect(await screen.findByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    // The order offers choose_cash: the page asks the operator's methods, and only then decides.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/config'))).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Or pay cash at the meet-up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay cash at the meet-up' })).not.toBeInTheDocument();
  });

  it('shows no cash option where the server does not offer it', async () => {
    renderOrderPage({ [`/api/orders/${ID}`]: { body: order({ actions: ['pay', 'cancel'] }) } });
    expect(await screen.findByRole('link', { name: 'Pay Now' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Or pay cash at the meet-up' })).not.toBeInTheDocument();
  });

  it('tells the buyer of a cash order to pay in hand and show the code, with the code and the state', async () => {
    renderOrderPage({ [`/api/orders/${ID}`]: { body: agreed() } });
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByTestId('cash-order-note')).toHaveTextContent(/You pay TK\s?30,000 in cash when you meet/);
    expect(screen.getAllByText('Cash at meet-up agreed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('says a completed cash sale was settled outside PhoneHaat, in Bangla too', async () => {
    await i18next.changeLanguage('bn');
    renderOrderPage({
      [`/api/orders/${ID}`]: {
        body: agreed({
          state: 'completed',
          handoverCode: undefined,
          actions: [],
          completedAt: '2026-11-21T10:00:00.000Z',
          dueAt: null,
        }),
      },
    });
    expect(await screen.findByTestId('cash-order-note')).toHaveTextContent(
      /নগদে পরিশোধ করা হয়েছে: লেনদেন PhoneHaat-এর বাইরে হয়েছে/,
    );
  });
});

describe('cash at the meet-up on the bookings page', () => {
  it("tells the seller to take the cash and enter the buyer's code, and offers the code and cancel only", async () => {
    stubFetch({
      '/api/orders/selling': {
        body: [agreed({ viewerSides: ['seller'], handoverCode: undefined, actions: ['enter_code', 'cancel'] })],
      },
    });
    renderWithProviders(<BookingsPage />, { auth: authState({ user: testUser }) });
    expect(await screen.findByTestId('cash-order-note')).toHaveTextContent(/The buyer pays TK\s?30,000 in cash at the meet-up/);
    expect(screen.getByRole('button', { name: /enter.*code/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sent/i })).not.toBeInTheDocument();
  });

  it('in Bangla', async () => {
    await i18next.changeLanguage('bn');
    stubFetch({
      '/api/orders/selling': {
        body: [agreed({ viewerSides: ['seller'], handoverCode: undefined, actions: ['enter_code', 'cancel'] })],
      },
    });
    renderWithProviders(<BookingsPage />, { auth: authState({ user: testUser }) });
    expect(await screen.findByTestId('cash-order-note')).toHaveTextContent(/দেখা হলে ক্রেতা .* নগদে দেবেন/);
    expect(screen.getAllByText('দেখা হলে নগদে পরিশোধ ঠিক হয়েছে').length).toBeGreaterThan(0);
  });
});
