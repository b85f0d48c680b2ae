import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { demo, demoPassword } from '../fixtures/accounts.ts';
import { createAccount, type Account } from '../dashboard/support.ts';

/** Books the listing as the buyer and pays for it with the simulated processor's test card. */
export async function buy(request: APIRequestContext, buyer: Account, productId: string, price: number): Promise<string> {
  const booked = await request.post('/api/bookingProduct', {
    headers: buyer.auth,
    data: { productId, pickUpLocation: 'Zindabazar, Sylhet', phone: '01711000000' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { insertedId: string }).insertedId;
  const intent = await request.post('/api/create-payment-intent', { headers: buyer.auth, data: { items: { _id: bookingId } } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/simulated/confirm', {
    headers: buyer.auth,
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { id } = (await confirmed.json()) as { id: string };
  const recorded = await request.post('/api/payments', {
    headers: buyer.auth,
    data: { price, transactionId: id, email: buyer.email, bookingId },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  return bookingId;
}

/**
 * The paid deal carried to its end (issue 24): the seller enters the buyer's hand-over code and the
 * buyer confirms; the phone is then sold (until then it shows as Reserved).
 */
export async function completeDeal(request: APIRequestContext, buyer: Account, seller: Account, orderId: string): Promise<void> {
  const order = await request.get(`/api/orders/${orderId}`, { headers: buyer.auth });
  const { handoverCode } = (await order.json()) as { handoverCode: string };
  const handedOver = await request.post(`/api/orders/${orderId}/handover-code`, { headers: seller.auth, data: { code: handoverCode, neirDeregistered: true } });
  expect(handedOver.ok(), await handedOver.text()).toBe(true);
  const received = await request.post(`/api/orders/${orderId}/received`, { headers: buyer.auth });
  expect(received.ok(), await received.text()).toBe(true);
}

/** Advertises the listing as the demo admin (a sold one can no longer be advertised). */
export async function advertise(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  productId: string,
): Promise<void> {
  const context = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await context.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: demoPassword } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const token = signedIn.headers()['set-auth-token'];
    const advertised = await context.put(`/api/allProducts/${productId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(advertised.status(), await advertised.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

/**
 * An account signed up from a request context of its own: a context that already holds a session
 * cookie is refused a second sign-up without an Origin header.
 */
export async function freshAccount(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  role: 'User' | 'Seller',
  label?: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  try {
    return await createAccount(context, role, label);
  } finally {
    await context.dispose();
  }
}
