import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, paymentMessages, type Booking } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import PaymentPage from './payment-page.tsx';
import { makeBooking } from '../../testing/factories.ts';

const booking = (overrides: Partial<Booking> = {}): Booking =>
  makeBooking({
    buyerName: testUser.displayName,
    email: testUser.email,
    ...overrides,
  });

const renderPayment = (id: string, search = '') =>
  renderWithProviders(<PaymentPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/payment/:id',
    initialEntry: `/dashboard/payment/${id}${search}`,
  });

/** Every method enabled, as with the defaults: the card first, then the simulated gateways, then cash. */
const allMethods = {
  googleSignIn: false,
  payments: {
    provider: 'simulated',
    testMode: true,
    methods: [
      { id: 'card', testMode: true },
      { id: 'bkash', testMode: true },
      { id: 'sslcommerz', testMode: true },
      { id: 'cash', testMode: false },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('payment page', () => {
  it('a paid booking does not ask to be paid: it says it is paid, with the way back', async () => {
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ paid: true, productStatus: 'sold', transactionId: 'pi_123' }) } });
    renderPayment('b1');
    expect(await screen.findByText(paymentMessages.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.paymentTitle('iPhone 13 128GB Midnight') })).toBeInTheDocument();
    expect(screen.queryByText(/Please pay/)).not.toBeInTheDocument();
    expect(screen.getByText('TK 64,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  });

  it.each([
    ['expired', 'This booking has expired: the seller did not answer, or it was not paid, in time. Nothing was charged.'],
    ['declined', 'The seller declined this booking, so it cannot be paid. Nothing was charged.'],
    ['cancelled', 'This booking was cancelled, so it cannot be paid. Nothing was charged.'],
  ] as const)('a %s booking explains why it cannot be paid, with no pay form and no raw state (issue 36)', async (state, text) => {
    const fetchMock = stubFetch({ '/api/bookingProduct/b1': { body: booking({ state, actions: [] }) } });
    renderPayment('b1');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/\(expired\)|\(declined\)|\(cancelled\)/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/create-payment-intent'))).toBe(false);
  });

  it('a refunded order says it was refunded, not paid; a cash order points to its page', async () => {
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ state: 'refunded', paid: true, actions: [], transactionId: 'pi_9' }) } });
    const refunded = renderPayment('b1');
    expect(await screen.findByText('This order was refunded: your payment went back to you in full.')).toBeInTheDocument();
    expect(screen.queryByText('This booking has already been paid')).not.toBeInTheDocument();
    refunded.unmount();
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ state: 'cash_agreed', productStatus: 'sold', actions: ['cancel'] }) } });
    renderPayment('b1');
    expect(await screen.findByText(/You chose to pay cash at the meet-up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/dashboard/orders/b1');
    expect(screen.queryByText('Sorry, this phone has already been sold')).not.toBeInTheDocument();
  });

  it('in Bangla: an expired booking says so in Bangla', async () => {
    await i18next.changeLanguage('bn');
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ state: 'expired', actions: [] }) } });
    renderPayment('b1');
    expect(await screen.findByText('এই বুকিংয়ের মেয়াদ শেষ: সময়মতো বিক্রেতা সাড়া দেননি, বা পেমেন্ট হয়নি। কোনো টাকা কাটা হয়নি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার অর্ডারে ফিরে যান' })).toBeInTheDocument();
  });

  it('an unpaid booking of an available phone asks for the price (spec §2)', async () => {
    stubFetch({
      '/api/bookingProduct/b1': { body: booking() },
      '/api/config': { body: { googleSignIn: false, payments: { provider: 'simulated', testMode: true, methods: [{ id: 'card', testMode: true }] } } },
      '/api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_2' } },
    });
    renderPayment('b1');
    expect(await screen.findByText(messages.paymentPrompt('64,000'))).toBeInTheDocument();
  });

  it('an unknown booking id says so and leads back to My Orders', async () => {
    stubFetch({ '/api/bookingProduct/nope': { status: 404, body: { message: 'Booking not found' } } });
    renderPayment('nope');
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
  });

  it('in Bangla: the spec title and prompt with the price in Bangla digits, the card form and the test cards translated', async () => {
    await i18next.changeLanguage('bn');
    stubFetch({
      '/api/bookingProduct/b1': { body: booking() },
      '/api/config': { body: { googleSignIn: false, payments: { provider: 'simulated', testMode: true, methods: [{ id: 'card', testMode: true }] } } },
      '/api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_2' } },
    });
    renderPayment('b1');
    expect(await screen.findByText('ফোনটি কিনতে ৳৬৪,০০০ পরিশোধ করুন')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone 13 128GB Midnight-এর পেমেন্ট' })).toBeInTheDocument();
    expect(await screen.findByLabelText('কার্ড নম্বর')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেমেন্ট করুন' })).toBeInTheDocument();
    expect(screen.getByText('প্রত্যাখ্যাত হবে')).toBeInTheDocument();
  });

  it('in Bangla: a paid booking says so, its price in taka and Bangla digits', async () => {
    await i18next.changeLanguage('bn');
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ paid: true, productStatus: 'sold', transactionId: 'pi_123' }) } });
    renderPayment('b1');
    expect(await screen.findByText('এই বুকিংয়ের পেমেন্ট আগেই হয়ে গেছে')).toBeInTheDocument();
    expect(screen.getByText('৳৬৪,০০০')).toBeInTheDocument();
    expect(screen.getByText('pi_123').parentElement).toHaveTextContent('আপনার ট্রানজ্যাকশন আইডি: pi_123');
  });

  it('lets the buyer choose among the enabled methods, the card first, and sends a bKash payment to the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubFetch({
      '/api/bookingProduct/b1': { body: booking() },
      '/api/config': { body: allMethods },
      '/api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_2' } },
      '/api/payments/checkout': { body: { redirectUrl: '/test-gateway/bkash/TR0011abc' } },
    });
    renderPayment('b1');
    const card = await screen.findByRole('radio', { name: /^Card/ });
    expect(card).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    // Cash at the meet-up is built separately: not offered until its panel exists.
    expect(screen.queryByRole('radio', { name: /Cash/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card, Nagad, Rocket/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^bKash/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay with bKash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-gateway/bkash/TR0011abc'));
    const checkoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/payments/checkout'));
    // The stub is typed with fetch's first argument only; the request's init is its second.
    const init = (checkoutCall as unknown as [unknown, RequestInit] | undefined)?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ bookingId: 'b1', method: 'bkash' });
  });

  it('says what the gateway answered when the buyer comes back unpaid', async () => {
    stubFetch({
      '/api/bookingProduct/b1': { body: booking() },
      '/api/config': { body: allMethods },
      '/api/create-payment-intent': { body: { clientSecret: 'pi_1_secret_2' } },
    });
    renderPayment('b1', '?gateway=bkash&outcome=cancelled');
    expect(await screen.findByText('You cancelled the payment. Nothing was charged.')).toBeInTheDocument();
  });

  it("back from a gateway that took the money: the spec's congratulation", async () => {
    stubFetch({ '/api/bookingProduct/b1': { body: booking({ paid: true, productStatus: 'sold', transactionId: 'BFK7X2' }) } });
    renderPayment('b1', '?gateway=sslcommerz&outcome=paid');
    expect(await screen.findByText(messages.paymentCompleted)).toBeInTheDocument();
    expect(screen.getByText('BFK7X2')).toBeInTheDocument();
  });
});
