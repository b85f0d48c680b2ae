import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { makeOrder, makeOrderDelivery, makeParcel } from '../../testing/factories.ts';
import OrderPage from './order-page.tsx';

const ID = '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d';
const NEIR = 'I have de-registered this phone from NEIR';

const courierOrder = (overrides: Partial<Order> = {}): Order =>
  makeOrder({
    _id: ID,
    state: 'paid',
    paidAt: '2026-11-20T11:00:00.000Z',
    dueAt: '2026-11-30T11:00:00.000Z',
    pickUpLocation: 'House 12, Road 3, Section 10, Mirpur, Dhaka',
    courier: makeOrderDelivery(),
    ...overrides,
  });

function renderOrder(order: Order, answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [`/api/orders/${ID}`]: { body: order }, ...answers });
  renderWithProviders(<OrderPage />, { auth: authState({ user: testUser }), path: '/dashboard/orders/:id', initialEntry: `/dashboard/orders/${ID}` });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("a courier order's page", () => {
  it('shows both sides the address, the fee apart from the price and the total, and no meet-up code', async () => {
    renderOrder(courierOrder({ viewerSides: ['buyer'], handoverCode: '482913' }));
    const section = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(section).getByText('House 12, Road 3, Section 10, Mirpur, Dhaka')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '01711223344' })).toHaveAttribute('href', 'tel:01711223344');
    const amounts = within(section).getByTestId('delivery-amounts');
    expect(within(amounts).getByText('TK 64,000')).toBeInTheDocument();
    expect(within(amounts).getByText('TK 130')).toBeInTheDocument();
    expect(within(amounts).getByText('TK 64,130')).toBeInTheDocument();
    expect(within(section).getByText('The seller has not booked the courier pickup yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('handover-code')).not.toBeInTheDocument();
    expect(screen.queryByText('Pick-up Location')).not.toBeInTheDocument();
  });

  it('offers the seller "Book courier pickup" instead of the code and the typed tracking reference', async () => {
    renderOrder(courierOrder({ viewerSides: ['seller'], actions: ['book_pickup', 'enter_code', 'mark_sent', 'cancel'] }));
    expect(await screen.findByRole('button', { name: 'Book courier pickup' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enter hand-over code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sent by courier' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
  });

  it('books the pickup once the seller ticks the NEIR box, with an Idempotency-Key', async () => {
    const booked = courierOrder({ viewerSides: ['seller'], state: 'sent', courier: makeOrderDelivery({ parcel: makeParcel() }) });
    const fetchMock = renderOrder(courierOrder({ viewerSides: ['seller'], actions: ['book_pickup'] }), {
      [`/api/orders/${ID}/pickup`]: { body: booked },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Book courier pickup' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Dhanmondi 27, Dhaka/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Book pickup' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(NEIR) }));
    await userEvent.click(confirm);
    // No vi.mock of the toasts here: this file shares its worker's modules (vitest.projects.ts). The dialog closes once booked.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const pickups = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url.endsWith('/pickup'));
    expect(pickups).toHaveLength(1);
    const [, init] = pickups[0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ neirDeregistered: true });
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the seller the parcel: courier, codes, status, deadline, tracking and the label to print', async () => {
    renderOrder(
      courierOrder({
        viewerSides: ['seller'],
        state: 'sent',
        courier: makeOrderDelivery({ parcel: makeParcel() }),
        timeline: [{ action: 'book_pickup', from: 'paid', to: 'sent', actor: 'seller', note: null, at: '2026-11-21T09:00:00.000Z' }],
      }),
    );
    const parcel = await screen.findByTestId('parcel');
    expect(within(parcel).getByText('Simulated courier (test)')).toBeInTheDocument();
    expect(within(parcel).getByText('PHT7Q2KX')).toBeInTheDocument();
    expect(within(parcel).getByText('SIM-482913')).toBeInTheDocument();
    expect(within(parcel).getByTestId('parcel-status')).toHaveTextContent('On the way');
    const tracking = within(parcel).getByRole('list', { name: 'Tracking' });
    const lines = within(tracking).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('At the Dhaka hub');
    expect(within(parcel).getByRole('link', { name: 'Print label' })).toHaveAttribute('href', `/dashboard/orders/${ID}/label`);
    expect(within(screen.getByRole('region', { name: 'What happened' })).getByText('Courier pickup booked')).toBeInTheDocument();
    expect(screen.getAllByText('Sent by courier').length).toBeGreaterThan(0);
  });

  it('shows the buyer the parcel without the label, and says when cash is due to the courier', async () => {
    renderOrder(
      courierOrder({
        viewerSides: ['buyer'],
        state: 'sent',
        courier: makeOrderDelivery({ cashOnDelivery: true, codOffered: true, parcel: makeParcel({ codAmountTk: 64130 }) }),
      }),
    );
    const parcel = await screen.findByTestId('parcel');
    expect(within(parcel).getByText('PHT7Q2KX')).toBeInTheDocument();
    expect(within(parcel).queryByRole('link', { name: 'Print label' })).not.toBeInTheDocument();
    expect(screen.getByText('Cash on delivery: the buyer pays TK 64,130 to the courier.')).toBeInTheDocument();
  });
});
