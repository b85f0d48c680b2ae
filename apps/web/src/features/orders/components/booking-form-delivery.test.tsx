import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type Product } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { makeProduct } from '../../../testing/factories.ts';
import BookingForm from './booking-form.tsx';

// No vi.mock of the toasts here: this file shares its worker's modules (vitest.projects.ts); the spec's toast is booking-form.test.tsx's.
afterEach(() => vi.unstubAllGlobals());

const shipping = makeProduct({ selling: 12500, location: 'Dhanmondi, Dhaka', ships: true });
const config = (courier: string | null) => ({ body: { googleSignIn: false, payments: { methods: [] }, courier } });
const quote = { courier: 'simulated', feeTk: 130, deliveryTk: 130, codChargeTk: 0, totalTk: 12630, deliveryDays: 5 };

type Calls = [string, RequestInit | undefined][];
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  (fetchMock.mock.calls as unknown as Calls).filter(([url]) => new URL(url, 'http://localhost').pathname === path);

function renderForm({ product = shipping, courier = 'simulated' as string | null } = {}) {
  const fetchMock = stubFetch({
    '/api/config': config(courier),
    '/api/delivery/quote': { body: quote },
    '/api/bookingProduct': { status: 201, body: { acknowledged: true, insertedId: 'b1' } },
  });
  const onDone = vi.fn();
  renderWithProviders(<BookingForm product={product} buyer={{ displayName: 'Sadia Islam', email: 'sadia@example.test' }} onDone={onDone} />);
  return { fetchMock, onDone };
}

async function chooseCourier() {
  await userEvent.click(await screen.findByRole('radio', { name: /Delivery by courier/ }));
}

async function typeAddress() {
  await userEvent.selectOptions(screen.getByLabelText('Division'), 'dhaka');
  await userEvent.selectOptions(screen.getByLabelText('District'), 'dhaka');
  await userEvent.type(screen.getByLabelText('Area / thana'), 'Mirpur');
  await userEvent.type(screen.getByLabelText('Road, house, flat'), 'House 12, Road 3');
  await userEvent.type(screen.getByLabelText('Mobile for the courier'), '01711-223344');
}

describe('the booking form with delivery by courier', () => {
  it('offers meet-up or courier for a phone that ships; courier hides the pick-up location and asks the address', async () => {
    renderForm();
    expect(await screen.findByRole('radio', { name: /Meet-up/ })).toBeChecked();
    expect(screen.getByLabelText('Pick-up Location')).toBeInTheDocument();
    await chooseCourier();
    expect(screen.queryByLabelText('Pick-up Location')).not.toBeInTheDocument();
    const address = screen.getByTestId('delivery-address');
    for (const label of ['Division', 'District', 'Area / thana', 'Road, house, flat', 'Landmark (optional)', 'Mobile for the courier'])
      expect(within(address).getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText('Choose the district to see the delivery fee.')).toBeInTheDocument();
  });

  it("lists only the chosen division's districts", async () => {
    renderForm();
    await chooseCourier();
    expect(screen.getByLabelText('District')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'sylhet');
    const names = within(screen.getByLabelText('District')).getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Select a district', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
  });

  it('shows the quoted fee apart from the price, the total and the days, asked again for another district', async () => {
    const { fetchMock } = renderForm();
    await chooseCourier();
    await typeAddress();
    const card = screen.getByTestId('delivery-quote');
    await within(card).findByText('TK 130');
    expect(within(card).getByText('TK 12,500')).toBeInTheDocument();
    expect(within(card).getByText('TK 12,630')).toBeInTheDocument();
    expect(within(card).getByText('Delivered within 5 days of payment')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/delivery/quote').some(([url]) => url.includes('area=Mirpur'))).toBe(true));
    const [first] = callsTo(fetchMock, '/api/delivery/quote');
    expect(new URL(first![0], 'http://localhost').searchParams.get('productId')).toBe(shipping._id);
    expect(new URL(first![0], 'http://localhost').searchParams.get('district')).toBe('dhaka');
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'chattogram');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'coxs-bazar');
    await waitFor(() => expect(callsTo(fetchMock, '/api/delivery/quote').some(([url]) => url.includes('district=coxs-bazar'))).toBe(true));
  });

  it('shows what is wrong with the address and sends nothing', async () => {
    const { fetchMock } = renderForm();
    await chooseCourier();
    await userEvent.type(screen.getByLabelText('Mobile for the courier'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Select a division', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Select a district', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    expect(screen.getByText('Enter a Bangladeshi mobile number (01XXXXXXXXX)')).toBeInTheDocument();
    expect(screen.getByLabelText('Area / thana')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/bookingProduct')).toHaveLength(0);
  });

  it('books with the address, the pick-up location made from it and its mobile as the phone', async () => {
    const { fetchMock, onDone } = renderForm();
    await chooseCourier();
    await typeAddress();
    await userEvent.type(screen.getByLabelText('Landmark (optional)'), 'Mirpur 10 circle');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, '/api/bookingProduct') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toMatchObject({
      productId: shipping._id,
      pickUpLocation: 'House 12, Road 3, near Mirpur 10 circle, Mirpur, Dhaka',
      phone: '01711223344',
      delivery: {
        kind: 'courier',
        address: { division: 'dhaka', district: 'dhaka', area: 'Mirpur', street: 'House 12, Road 3', landmark: 'Mirpur 10 circle', phone: '01711223344' },
      },
    });
  });

  it('sends the phone the buyer typed when there is one, and no landmark when none', async () => {
    const { fetchMock, onDone } = renderForm();
    await chooseCourier();
    await typeAddress();
    await userEvent.type(screen.getByLabelText('Phone'), '01819000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [[, init]] = callsTo(fetchMock, '/api/bookingProduct') as [[string, RequestInit]];
    const body = JSON.parse(init.body as string) as { phone: string; delivery: { address: Record<string, string> } };
    expect(body.phone).toBe('01819000000');
    expect(body.delivery.address).not.toHaveProperty('landmark');
  });

  it("says so when the seller's phone cannot be quoted", async () => {
    stubFetch({
      '/api/config': config('simulated'),
      '/api/delivery/quote': { status: 409, body: { message: 'The seller does not ship this phone: choose a meet-up', code: 'CONFLICT' } },
    });
    renderWithProviders(<BookingForm product={shipping} buyer={{ displayName: 'Sadia', email: 's@example.test' }} onDone={vi.fn()} />);
    await chooseCourier();
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'dhaka');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'gazipur');
    expect(await screen.findByText('The seller does not ship this phone: choose a meet-up')).toBeInTheDocument();
  });

  it.each<[string, Product, string | null]>([
    ['the seller does not ship', makeProduct({ ships: false }), 'simulated'],
    ['delivery is off', shipping, null],
  ])('offers no choice when %s', async (_, product, courier) => {
    const { fetchMock } = renderForm({ product, courier });
    await waitFor(() => expect(callsTo(fetchMock, '/api/config')).toHaveLength(1));
    expect(screen.queryByRole('radio', { name: /Delivery by courier/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pick-up Location')).toBeInTheDocument();
  });
});
