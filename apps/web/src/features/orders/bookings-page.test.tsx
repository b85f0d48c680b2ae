import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import BookingsPage from './bookings-page.tsx';
import { makeOrder } from '../../testing/factories.ts';

const order = (overrides: Partial<Order>): Order =>
  makeOrder({
    _id: 'o1',
    price: 62_000,
    buyerName: 'Rafiq Ahmed',
    phone: '01711-111111',
    pickUpLocation: 'Mirpur 10, Dhaka',
    sellerId: 's1',
    sellerName: 'Sadia Islam',
    createdAt: '2026-11-20T09:00:00.000Z',
    dueAt: '2026-11-22T09:00:00.000Z',
    actions: ['accept', 'decline'],
    ...overrides,
  });

const renderPage = () =>
  renderWithProviders(<BookingsPage />, { auth: authState({ user: testUser }), path: '/dashboard/bookings' });

afterEach(() => vi.unstubAllGlobals());

describe('Bookings on my phones', () => {
  it("shows each booking's buyer, a phone link to call, the pick-up place, the state, and only the actions the server allows", async () => {
    stubFetch({
      '/api/orders/selling': {
        body: [
          order({}),
          order({ _id: 'o2', state: 'paid', paidAt: '2026-11-21T09:00:00.000Z', actions: ['cancel', 'enter_code', 'mark_sent'] }),
          order({ _id: 'o3', state: 'declined', dueAt: null, actions: [] }),
        ],
      },
    });
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);

    const booked = within(cards[0]!);
    expect(booked.getByText('Rafiq Ahmed')).toBeInTheDocument();
    expect(booked.getByRole('link', { name: 'Call Rafiq Ahmed on 01711-111111' })).toHaveAttribute('href', 'tel:01711111111');
    expect(booked.getByText('Mirpur 10, Dhaka')).toBeInTheDocument();
    expect(booked.getByText('Waiting for the seller')).toBeInTheDocument();
    expect(booked.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept', 'Decline']);

    const paid = within(cards[1]!);
    expect(paid.getByText('Paid, money held')).toBeInTheDocument();
    expect(paid.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Enter hand-over code',
      'Sent by courier',
      'Cancel and refund',
    ]);

    expect(within(cards[2]!).queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('2 waiting for you')).toBeInTheDocument();
  });

  it('asks for a reason before declining, and sends it', async () => {
    const fetchMock = stubFetch({
      '/api/orders/selling': { body: [order({})] },
      '/api/orders/o1/decline': { body: order({ state: 'declined', actions: [] }) },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(within(dialog).getByText('Please write a reason')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/decline'));
    expect(calls()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Sold at my shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline booking' }));
    expect(calls()).toHaveLength(1);
    const [, init] = calls()[0] as unknown as [RequestInfo, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Sold at my shop' });
  });

  it("checks the code's shape, then shows the server's refusal of a wrong code in the dialog", async () => {
    stubFetch({
      '/api/orders/selling': {
        body: [order({ state: 'paid', paidAt: '2026-11-21T09:00:00.000Z', actions: ['cancel', 'enter_code', 'mark_sent'] })],
      },
      '/api/orders/o1/handover-code': {
        status: 400,
        body: { message: 'That is not the code of this order. Ask the buyer to show it again.', code: 'HANDOVER_CODE_WRONG' },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /de-registered this phone from NEIR/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter hand-over code' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Hand-over code');
    await userEvent.type(field, '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    expect(within(dialog).getByText('Enter the 6-digit code')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That is not the code of this order. Ask the buyer to show it again.',
    );
  });

  it('sends the tracking reference when the phone goes by courier', async () => {
    const fetchMock = stubFetch({
      '/api/orders/selling': {
        body: [order({ state: 'paid', paidAt: '2026-11-21T09:00:00.000Z', actions: ['cancel', 'enter_code', 'mark_sent'] })],
      },
      '/api/orders/o1/sent': { body: order({ state: 'sent', trackingReference: 'SA-118245', actions: ['cancel'] }) },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: /de-registered this phone from NEIR/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sent by courier' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(within(dialog).getByText('Please write the tracking reference')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Tracking reference'), 'SA-118245');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    const sent = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/sent'));
    expect(sent).toHaveLength(1);
    const [, init] = sent[0] as unknown as [RequestInfo, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ trackingReference: 'SA-118245', neirDeregistered: true });
  });

  it('says so when nobody has booked yet, and points a seller to My Products', async () => {
    stubFetch({
      '/api/orders/selling': { body: [] },
      [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin: false } },
      [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: true } },
    });
    renderPage();
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to My Products' })).toHaveAttribute('href', '/dashboard/myProducts');
  });

  it('points a User with no listings to becoming a seller', async () => {
    stubFetch({
      '/api/orders/selling': { body: [] },
      [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin: false } },
      [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: false } },
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Become a seller' })).toHaveAttribute('href', '/dashboard/becomeSeller');
  });

  it('shows 50 bookings at first and the older ones on request, until a page is not full', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        order({ _id: `o${from + index}`, buyerName: `Buyer ${from + index}`, actions: [] }),
      );
    const fetchMock = stubFetch({
      '/api/orders/selling?limit=50&before=o49': { body: page(50, 3) },
      '/api/orders/selling?limit=50': { body: page(0, 50) },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Bookings, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show older bookings' }));
    expect(await within(list).findByText('Buyer 52')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(53);
    expect(screen.queryByRole('button', { name: 'Show older bookings' })).not.toBeInTheDocument();
    const asked = (fetchMock.mock.calls as unknown as [string][])
      .map(([input]) => String(input))
      .filter((url) => url.includes('/orders/selling'));
    expect(asked).toEqual(['/api/orders/selling?limit=50', '/api/orders/selling?limit=50&before=o49']);
  });
});
