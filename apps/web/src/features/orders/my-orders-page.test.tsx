import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type Booking } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import MyOrdersPage from './my-orders-page.tsx';
import { makeBooking } from '../../testing/factories.ts';

const renderOrders = () =>
  renderWithProviders(<MyOrdersPage />, { auth: authState({ user: testUser }), path: '/dashboard/myOrders' });

afterEach(() => vi.unstubAllGlobals());

const row = (id: string, overrides: Partial<Booking>): Booking =>
  makeBooking({
    _id: id,
    productId: `p-${id}`,
    productName: `Phone ${id}`,
    buyerName: testUser.displayName,
    email: testUser.email,
    price: 30000,
    ...overrides,
  });

describe('My Orders', () => {
  it("an empty list says 'No Data' and offers to browse phones", async () => {
    stubFetch({ '/api/bookingProduct': { body: [] } });
    renderOrders();
    expect(await screen.findByText(messages.noData)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse phones' })).toHaveAttribute('href', '/products');
  });

  it('a failed list says so in plain words, and Retry loads it again', async () => {
    stubFetch({ '/api/bookingProduct': { status: 500, body: { message: 'connect ECONNREFUSED 10.0.0.5:5432' } } });
    renderOrders();
    expect(await screen.findByText('We could not load your orders.')).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    stubFetch({ '/api/bookingProduct': { body: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(messages.noData)).toBeInTheDocument();
  });

  it('shows Pay Now and Delete only where the server offers them, and a refunded row as refunded (issue 36)', async () => {
    stubFetch({
      '/api/bookingProduct': {
        body: [
          row('open', {}),
          row('expired', { state: 'expired', actions: [] }),
          row('paid', { state: 'paid', paid: true, productStatus: 'sold', actions: [], deletable: false }),
          row('refunded', { state: 'refunded', paid: true, actions: [] }),
        ],
      },
    });
    renderOrders();
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const open = await rowOf('Phone open');
    expect(within(open).getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/dashboard/payment/open');
    expect(within(open).getByText("You may pay now to reserve the phone, or wait for the seller's answer")).toBeInTheDocument();
    expect(within(open).queryByText('Waiting for the seller')).not.toBeInTheDocument();
    const expired = await rowOf('Phone expired');
    expect(within(expired).queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(within(expired).getByRole('button', { name: 'Delete booking of Phone expired' })).toBeInTheDocument();
    const paid = await rowOf('Phone paid');
    expect(within(paid).getByRole('button', { name: 'Paid' })).toBeDisabled();
    expect(within(paid).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Order details of Phone paid' })).toBeInTheDocument();
    const refunded = await rowOf('Phone refunded');
    expect(within(refunded).queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
  });
});
