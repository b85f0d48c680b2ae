import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import MyOrdersPage from './my-orders-page.tsx';

const renderOrders = () =>
  renderWithProviders(<MyOrdersPage />, { auth: authState({ user: testUser }), path: '/dashboard/myOrders' });

afterEach(() => vi.unstubAllGlobals());

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
});
