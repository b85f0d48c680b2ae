import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { checkCard, passesLuhn } from '../../src/services/payments/card-check.ts';
import { SimulatedProvider } from '../../src/services/payments/simulated-provider.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const now = new Date('2026-06-15T10:00:00Z');
const card = (overrides: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});
const outcome = (overrides: Parameters<typeof card>[0]) => checkCard(card(overrides), now);

describe('simulated processor: Stripe test cards', () => {
  it.each([
    ['4242424242424242', '4242'],
    ['4242 4242 4242 4242', '4242'],
    ['4242-4242-4242-4242', '4242'],
    ['5555555555554444', '4444'],
  ])('%s succeeds', (number, last4) => {
    expect(outcome({ number })).toEqual({ ok: true, last4, brand: number.startsWith('5') ? 'mastercard' : 'visa' });
  });

  it('accepts a four-digit CVC for American Express and only for it', () => {
    expect(outcome({ number: '378282246310005', cvc: '1234' })).toMatchObject({ ok: true, brand: 'amex' });
    expect(outcome({ number: '378282246310005', cvc: '123' })).toMatchObject({ ok: false, code: 'invalid_cvc' });
    expect(outcome({ cvc: '1234' })).toMatchObject({ ok: false, code: 'invalid_cvc' });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000009987', 'lost_card', 'Your card was declined.'],
    ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('%s is declined with %s', (number, code, message) => {
    expect(outcome({ number })).toEqual({ ok: false, code, message });
  });

  it('declines a valid number that is not a test card, as test mode does', () => {
    expect(outcome({ number: '4111111111111111' })).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
    });
  });
});

describe('simulated processor: malformed input', () => {
  it.each([
    ['4242424242424241', 'fails Luhn'],
    ['4000000000000001', 'fails Luhn'],
    ['', 'is empty'],
    ['4242', 'is too short'],
    ['42424242424242424242', 'is too long'],
    ['4242abcd42424242', 'has letters'],
  ])('%s (%s) is an invalid number', (number) => {
    expect(outcome({ number })).toEqual({ ok: false, code: 'invalid_number', message: 'Your card number is invalid.' });
  });

  it.each([0, 13, 99])('month %i is invalid', (expMonth) => {
    expect(outcome({ expMonth })).toEqual({ ok: false, code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." });
  });

  it.each([
    [5, 2026, 'last month'],
    [12, 2025, 'last year'],
    [1, 25, 'a two-digit past year'],
  ])('%i/%i (%s) is in the past', (expMonth, expYear) => {
    expect(outcome({ expMonth, expYear })).toEqual({ ok: false, code: 'invalid_expiry_year', message: "Your card's expiration date is in the past." });
  });

  it('accepts the current month and two-digit future years', () => {
    expect(outcome({ expMonth: 6, expYear: 2026 })).toMatchObject({ ok: true });
    expect(outcome({ expMonth: 1, expYear: 31 })).toMatchObject({ ok: true });
  });

  it('refuses a year too far ahead', () => {
    expect(outcome({ expYear: 2099 })).toEqual({ ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." });
  });

  it.each(['', '12', '12a', '1234', ' 123'])('CVC %j is invalid', (cvc) => {
    expect(outcome({ cvc })).toEqual({ ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid." });
  });

  it('checks the number before the test-card outcome: a declining card with a bad CVC reports the CVC', () => {
    expect(outcome({ number: '4000000000000002', cvc: 'x' })).toMatchObject({ code: 'invalid_cvc' });
  });

  it('implements Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('simulated processor: intents', () => {
  let t: TestApp;
  let provider: SimulatedProvider;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    provider = new SimulatedProvider(t.database.db, () => now);
    const seller = await t.signUp('Seller');
    const buyer = await t.signUp();
    const product = await makeProduct(t.database.db, seller, await makeCategory(t.database.db), { selling: 12_345 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookingProduct',
      headers: buyer.auth,
      payload: { productId: product.id, pickUpLocation: 'Uttara, Dhaka', phone: '01800000000' },
    });
    bookingId = booked.json<{ insertedId: string }>().insertedId;
  });
  afterAll(() => t.close());

  const input = () => ({ bookingId, productId: 'p', productName: 'Phone', amount: 12_345, buyerEmail: 'b@example.com' });

  it('issues pi_sim_ ids and client secrets, in poisha and BDT, and reuses an open intent', async () => {
    const intent = await provider.createIntent(input());
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 12_345, currency: 'bdt', bookingId });
    expect(intent.id).toMatch(/^pi_sim_[A-Za-z0-9]{24}$/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    expect(row?.amount).toBe(1_234_500);
    expect((await provider.createIntent(input())).id).toBe(intent.id);
  });

  it('keeps the decline message, never the card number, and succeeds once', async () => {
    const intent = await provider.createIntent(input());
    await expect(provider.confirm(intent.clientSecret, card({ number: '4000000000009995' }))).rejects.toMatchObject({
      statusCode: 402,
      message: 'Your card has insufficient funds.',
    });
    const declined = await provider.retrieveIntent(intent.id);
    expect(declined?.status).toBe('requires_payment_method');

    const succeeded = await provider.confirm(intent.clientSecret, card());
    expect(succeeded).toMatchObject({ id: intent.id, status: 'succeeded' });
    const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
    expect(row).toMatchObject({ cardLast4: '4242', lastError: null });
    const everything = JSON.stringify(await t.database.db.select().from(paymentIntents));
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4000000000009995');

    const again = await provider.confirm(intent.clientSecret, card()).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ statusCode: 409 });
    // A new intent is issued once the previous one has succeeded.
    expect((await provider.createIntent(input())).id).not.toBe(intent.id);
  });

  it('refunds a succeeded intent and cancels an open one, idempotently', async () => {
    const paid = await provider.createIntent(input());
    await provider.confirm(paid.clientSecret, card());
    await provider.release(paid.id);
    await provider.release(paid.id);
    const [refunded] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, paid.id));
    expect(refunded).toMatchObject({ status: 'succeeded' });
    expect(refunded?.refundedAt).toEqual(now);

    const open = await provider.createIntent(input());
    await provider.release(open.id);
    expect((await provider.retrieveIntent(open.id))?.status).toBe('canceled');
    await expect(provider.confirm(open.clientSecret, card())).rejects.toMatchObject({ statusCode: 409 });
  });

  it('answers 404 for an unknown client secret and null for an unknown id', async () => {
    await expect(provider.confirm('pi_sim_x_secret_y', card())).rejects.toMatchObject({ statusCode: 404 });
    expect(await provider.retrieveIntent('pi_sim_unknown')).toBeNull();
  });
});
