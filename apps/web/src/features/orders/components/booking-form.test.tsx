import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { makeProduct } from '../../../testing/factories.ts';
import BookingForm from './booking-form.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

const product = makeProduct({ selling: 12500, location: 'Dhanmondi, Dhaka' });

/** The body sent to POST /bookingProduct (the form reads GET /config too, for delivery by courier). */
function bookingBody(fetchMock: ReturnType<typeof stubFetch>) {
  const call = (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).find(([url]) => url.endsWith('/api/bookingProduct'));
  return call ? (JSON.parse(call[1]!.body as string) as Record<string, unknown>) : undefined;
}

function renderForm(buyer = { displayName: 'Sadia Islam', email: 'sadia@example.test' }, onDone = vi.fn()) {
  renderWithProviders(<BookingForm product={product} buyer={buyer} onDone={onDone} />);
  return onDone;
}

describe('booking form', () => {
  it('shows name, email, selling price and seller location prefilled and disabled', () => {
    renderForm();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Sadia Islam');
    expect(screen.getByLabelText('Your Email')).toHaveValue('sadia@example.test');
    expect(screen.getByLabelText('Selling Price')).toHaveValue('TK 12,500');
    expect(screen.getByLabelText('Seller Location')).toHaveValue('Dhanmondi, Dhaka');
    for (const label of ['Your Name', 'Your Email', 'Selling Price', 'Seller Location']) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('inputmode', 'numeric');
  });

  it("requires a pick-up location and a phone with 'Required'", async () => {
    const fetchMock = stubFetch({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    expect(screen.getByLabelText('Pick-up Location')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(bookingBody(fetchMock)).toBeUndefined();
  });

  it('refuses a phone that is not a number', async () => {
    stubFetch({});
    renderForm();
    await userEvent.type(screen.getByLabelText('Pick-up Location'), 'Mirpur 10');
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a phone number of 6 to 15 digits')).toBeInTheDocument();
  });

  it("books, toasts 'Product Booking Successfully' and closes", async () => {
    const fetchMock = stubFetch({ '/api/bookingProduct': { status: 201, body: { acknowledged: true, insertedId: 'b1' } } });
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText('Pick-up Location'), 'Mirpur 10');
    await userEvent.type(screen.getByLabelText('Phone'), '01711-000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(messages.bookingSuccess);
    expect(bookingBody(fetchMock)).toMatchObject({
      productId: product._id,
      buyerName: 'Sadia Islam',
      email: 'sadia@example.test',
      price: 12500,
      sellerLocation: 'Dhanmondi, Dhaka',
      pickUpLocation: 'Mirpur 10',
      phone: '01711000000',
    });
  });

  it("shows the server's message as a toast when booking fails", async () => {
    stubFetch({ '/api/bookingProduct': { status: 409, body: { message: 'You have already booked this product', code: 'CONFLICT' } } });
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText('Pick-up Location'), 'Mirpur 10');
    await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already booked this product'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("sends 'unauthorized' when the name or email is empty", async () => {
    const fetchMock = stubFetch({ '/api/bookingProduct': { status: 201, body: { acknowledged: true, insertedId: 'b1' } } });
    renderForm({ displayName: '', email: '' });
    expect(screen.getByLabelText('Your Name')).toHaveValue(messages.unauthorizedName);
    await userEvent.type(screen.getByLabelText('Pick-up Location'), 'Mirpur 10');
    await userEvent.type(screen.getByLabelText('Phone'), '01711000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bookingBody(fetchMock)).toBeDefined());
    expect(bookingBody(fetchMock)).toMatchObject({ buyerName: 'unauthorized', email: 'unauthorized' });
  });
});
