import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewParcel } from '../../src/services/couriers/courier.ts';
import type { CourierError } from '../../src/services/couriers/courier-error.ts';
import { createOrFindParcel } from '../../src/services/couriers/create-or-find-parcel.ts';
import { PathaoClient } from '../../src/services/couriers/pathao/pathao-client.ts';
import { pathaoSettingsFromEnv } from '../../src/config/couriers/pathao-settings.ts';
import { PATHAO_TEST_CREDENTIALS, startPathaoStandIn, type PathaoStandIn } from '../support/pathao-stand-in.ts';

const WEBHOOK_SECRET = 'pathao-webhook-secret-0123';
let standIn: PathaoStandIn;
let serial = 0;

beforeAll(async () => {
  standIn = await startPathaoStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const client = (overrides: Record<string, string> = {}) =>
  new PathaoClient(
    pathaoSettingsFromEnv({
      PATHAO_BASE_URL: standIn.url,
      PATHAO_CLIENT_ID: PATHAO_TEST_CREDENTIALS.clientId,
      PATHAO_CLIENT_SECRET: PATHAO_TEST_CREDENTIALS.clientSecret,
      PATHAO_USERNAME: PATHAO_TEST_CREDENTIALS.username,
      PATHAO_PASSWORD: PATHAO_TEST_CREDENTIALS.password,
      PATHAO_STORE_ID: String(PATHAO_TEST_CREDENTIALS.storeId),
      PATHAO_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PATHAO_TIMEOUT_MS: '2000',
      ...overrides,
    }),
    { now: () => standIn.clock.now },
  );

const parcel = (): NewParcel => ({
  invoice: `PH-order-${(serial += 1)}`,
  recipient: {
    name: 'Rahim Uddin',
    phone: '01711223344',
    address: 'House 4, Road 2, Kotwali',
    district: 'Rangpur',
    area: 'Kotwali',
  },
  codAmount: 0,
  weightKg: 0.5,
});
const caught = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as CourierError;
  }
  throw new Error('expected a rejection');
};
const grants = (grant: string) => standIn.requests.filter((request) => request.grant === grant).length;

describe('Pathao settings', () => {
  it('names the missing variables', () => {
    expect(() => pathaoSettingsFromEnv({ PATHAO_CLIENT_ID: 'x' })).toThrowError(
      /PATHAO_CLIENT_SECRET is missing.*PATHAO_STORE_ID is missing/,
    );
  });
});

describe('Pathao client against its stand-in', () => {
  it('creates an order under our merchant_order_id and reads its status changes', async () => {
    const pathao = client();
    const created = await pathao.createParcel(parcel());
    expect(created).toMatchObject({ status: 'pending', rawStatus: 'Pending' });
    const ref = { consignmentId: created.consignmentId! };
    for (const [raw, status] of [
      ['Picked', 'picked_up'],
      ['In Transit', 'in_transit'],
      ['Received at Last Mile HUB', 'in_transit'],
      ['Delivered', 'delivered'],
      ['Return', 'returned'],
    ] as const) {
      standIn.setStatus(created.consignmentId!, raw);
      expect(await pathao.parcelStatus(ref)).toEqual({ status, rawStatus: raw.replace(/ /g, '_') });
    }
  });

  it('a duplicate merchant_order_id never makes a second order', async () => {
    const input = parcel();
    const first = await client().createParcel(input);
    const again = await createOrFindParcel(client(), input, {
      recorded: async (invoice) => (invoice === input.invoice ? first : null),
    });
    expect(again).toEqual({ kind: 'found', parcel: first });
    const unrecorded = await createOrFindParcel(client(), input);
    expect(unrecorded.kind).toBe('unsettled');
    expect([...standIn.orders.values()].filter((order) => order.merchant_order_id === input.invoice)).toHaveLength(1);
  });

  it('a create whose answer never comes is not booked again; the order.created webhook settles it', async () => {
    const input = parcel();
    const pathao = client({ PATHAO_TIMEOUT_MS: '150' });
    await pathao.cities(); // token and lists first, so only the create meets the short deadline
    standIn.hangNext('orders');
    const settled = await createOrFindParcel(pathao, input);
    expect(settled.kind).toBe('unsettled');
    const order = [...standIn.orders.values()].find((candidate) => candidate.merchant_order_id === input.invoice)!;
    const event = client().parseWebhook(
      { 'x-pathao-signature': WEBHOOK_SECRET },
      JSON.stringify({
        consignment_id: order.consignment_id,
        merchant_order_id: input.invoice,
        updated_at: '2026-01-01 10:00:00',
        timestamp: '2026-01-01T04:00:00+00:00',
        store_id: 130820,
        event: 'order.created',
        delivery_fee: 80,
      }),
    );
    expect(event).toMatchObject({
      kind: 'update',
      update: { invoice: input.invoice, consignmentId: order.consignment_id, status: 'pending' },
    });
    expect([...standIn.orders.values()].filter((candidate) => candidate.merchant_order_id === input.invoice)).toHaveLength(1);
  });

  it('keeps its token, refreshes it before expiry with the refresh_token, and survives a refused one', async () => {
    const pathao = client();
    const passwordGrants = grants('password');
    await pathao.quote({
      from: { district: 'Dhaka', area: 'Mirpur' },
      to: { district: 'Rangpur', area: 'Kotwali' },
      weightKg: 1,
      codAmount: 1000,
    });
    await pathao.cities();
    expect(grants('password')).toBe(passwordGrants + 1);
    const refreshes = grants('refresh_token');
    standIn.clock.now += (standIn.tokenLifetime - 60) * 1000; // inside the five-minute margin
    await pathao.cities();
    expect(grants('refresh_token')).toBe(refreshes + 1);
    expect(grants('password')).toBe(passwordGrants + 1);
    standIn.revokeTokens();
    expect((await pathao.cities()).data.data.length).toBeGreaterThan(0);
    // a refused token is dropped and the call made once more on a freshly granted one
    expect(grants('password')).toBe(passwordGrants + 2);
  });

  it('quotes from the price plan, with the COD charge', async () => {
    const quote = await client().quote({
      from: { district: 'Dhaka', area: 'Mirpur' },
      to: { district: 'Rangpur', area: 'Kotwali' },
      weightKg: 1,
      codAmount: 1000,
    });
    expect(quote).toEqual({ deliveryTk: 130, codChargeTk: 10, feeTk: 140, source: 'price-plan' });
  });

  it('refused credentials are "unauthorized"; a malformed answer names the field', async () => {
    expect(await caught(client({ PATHAO_PASSWORD: 'wrong' }).cities())).toMatchObject({
      courier: 'pathao',
      kind: 'unauthorized',
    });
    standIn.malformNext('orders');
    expect(await caught(client().createParcel(parcel()))).toMatchObject({
      kind: 'malformed',
      detail: { field: 'data.consignment_id' },
    });
  });
});

describe('Pathao webhook', () => {
  const delivered = JSON.stringify({
    consignment_id: 'DL121224VS8TTJ',
    merchant_order_id: 'PH-order-1',
    updated_at: '2024-12-27 23:53:23',
    timestamp: '2024-12-27T17:53:23+00:00',
    store_id: 130820,
    event: 'order.delivered',
  });

  it('refuses a webhook without the configured X-PATHAO-Signature', () => {
    for (const signature of [undefined, 'wrong-secret-0123456789']) {
      expect(() => client().parseWebhook({ 'x-pathao-signature': signature }, delivered)).toThrowError(
        expect.objectContaining({ kind: 'bad_signature' }) as Error,
      );
    }
  });

  it('accepts one with it, and answers the integration check as Pathao requires', () => {
    expect(client().parseWebhook({ 'x-pathao-signature': WEBHOOK_SECRET }, delivered)).toMatchObject({
      kind: 'update',
      update: { invoice: 'PH-order-1', status: 'delivered', rawStatus: 'order.delivered' },
    });
    expect(
      client().parseWebhook({ 'x-pathao-signature': WEBHOOK_SECRET }, JSON.stringify({ event: 'webhook_integration' })),
    ).toEqual({
      kind: 'handshake',
      replyStatus: 202,
      replyHeaders: { 'X-Pathao-Merchant-Webhook-Integration-Secret': 'f3992ecc-59da-4cbe-a049-a13da2018d51' },
    });
  });
});
