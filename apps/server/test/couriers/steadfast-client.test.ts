import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewParcel } from '../../src/services/couriers/courier.ts';
import { CourierError } from '../../src/services/couriers/courier-error.ts';
import { CourierSettingsError } from '../../src/config/couriers/courier-settings.ts';
import { createOrFindParcel } from '../../src/services/couriers/create-or-find-parcel.ts';
import { SteadfastClient } from '../../src/services/couriers/steadfast/steadfast-client.ts';
import { steadfastSettingsFromEnv } from '../../src/config/couriers/steadfast-settings.ts';
import { STEADFAST_TEST_CREDENTIALS, startSteadfastStandIn, type SteadfastStandIn } from '../support/steadfast-stand-in.ts';

const WEBHOOK_TOKEN = 'sf-webhook-token-0123456789';
let standIn: SteadfastStandIn;
let serial = 0;

beforeAll(async () => {
  standIn = await startSteadfastStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const client = (overrides: Record<string, string> = {}) =>
  new SteadfastClient(
    steadfastSettingsFromEnv({
      STEADFAST_BASE_URL: standIn.url,
      STEADFAST_API_KEY: STEADFAST_TEST_CREDENTIALS.apiKey,
      STEADFAST_SECRET_KEY: STEADFAST_TEST_CREDENTIALS.secretKey,
      STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      STEADFAST_TIMEOUT_MS: '2000',
      // The merchant's agreed plan (Steadfast publishes no rate API): Tk 80 minimum and 1 % COD are its documented figures.
      STEADFAST_RATES: JSON.stringify({
        sameDistrictTk: 80,
        otherDistrictTk: 130,
        perExtraKgTk: 20,
        codPercent: 1,
        minimumTk: 80,
      }),
      ...overrides,
    }),
  );

const parcel = (): NewParcel => ({
  invoice: `PH-order-${(serial += 1)}`,
  recipient: { name: 'Rahim Uddin', phone: '01711223344', address: 'House 4, Road 2', district: 'Rangpur', area: 'Kotwali' },
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

describe('Steadfast settings', () => {
  it('names the missing variable', () => {
    expect(() => steadfastSettingsFromEnv({ STEADFAST_API_KEY: 'k' })).toThrowError(CourierSettingsError);
    try {
      steadfastSettingsFromEnv({ STEADFAST_API_KEY: 'k' });
    } catch (error) {
      expect((error as CourierSettingsError).variables).toEqual([
        'STEADFAST_SECRET_KEY',
        'STEADFAST_WEBHOOK_TOKEN',
        'STEADFAST_RATES',
      ]);
    }
  });
});

describe('Steadfast client against its stand-in', () => {
  it('creates a parcel under our invoice', async () => {
    const input = parcel();
    const created = await client().createParcel(input);
    expect(created).toMatchObject({ invoice: input.invoice, status: 'pending', rawStatus: 'in_review' });
    expect(created.consignmentId).toMatch(/^\d+$/);
    expect(created.trackingCode).toBeTruthy();
  });

  it('a second create for the same invoice answers the first parcel; the courier holds one', async () => {
    const input = parcel();
    await client().createParcel(input);
    const again = await client().createParcel(input);
    expect(again).toMatchObject({ invoice: input.invoice, status: 'pending' });
    expect([...standIn.parcels.values()].filter((p) => p.invoice === input.invoice)).toHaveLength(1);
  });

  it('normalises status changes by invoice, consignment id and tracking code', async () => {
    const input = parcel();
    const created = await client().createParcel(input);
    standIn.setStatus(input.invoice, 'pending');
    expect(await client().parcelStatus({ invoice: input.invoice })).toEqual({ status: 'in_transit', rawStatus: 'pending' });
    standIn.setStatus(input.invoice, 'delivered_approval_pending');
    expect(await client().parcelStatus({ consignmentId: created.consignmentId! })).toMatchObject({ status: 'delivered' });
    standIn.setStatus(input.invoice, 'cancelled');
    expect(await client().statusByTrackingCode(created.trackingCode!)).toMatchObject({ status: 'cancelled' });
    standIn.setStatus(input.invoice, 'hold');
    expect(await client().parcelStatus({ invoice: input.invoice })).toMatchObject({ status: 'on_hold' });
  });

  it('refused credentials are "unauthorized"', async () => {
    const error = await caught(client({ STEADFAST_API_KEY: 'wrong' }).createParcel(parcel()));
    expect(error).toMatchObject({ courier: 'steadfast', kind: 'unauthorized' });
  });

  it('a create whose answer never comes is settled by asking by invoice: one parcel', async () => {
    const input = parcel();
    standIn.hangNext('create_order');
    const error = await caught(client({ STEADFAST_TIMEOUT_MS: '150' }).createParcel(input));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, detail: { timedOut: true } });
    const settled = await createOrFindParcel(client(), input);
    // The repeat create is refused as a duplicate and answered with the parcel found by invoice (no ids: status_by_invoice has none).
    expect(settled).toMatchObject({ parcel: { invoice: input.invoice, status: 'pending', consignmentId: null } });
    expect([...standIn.parcels.values()].filter((p) => p.invoice === input.invoice)).toHaveLength(1);
  });

  it('create-or-find creates when the courier has nothing under the invoice', async () => {
    const settled = await createOrFindParcel(client(), parcel());
    expect(settled.kind).toBe('created');
  });

  it('an answer without the documented shape is "malformed", naming the field', async () => {
    standIn.malformNext('create_order');
    const error = await caught(client().createParcel(parcel()));
    expect(error).toBeInstanceOf(CourierError);
    expect(error).toMatchObject({ courier: 'steadfast', kind: 'malformed', detail: { field: 'message' } });
  });

  it('has no cancel in its API', async () => {
    expect(await caught(client().cancelParcel())).toMatchObject({ kind: 'unsupported' });
  });

  it('quotes from the configured flat plan', async () => {
    const quote = await client().quote({
      from: { district: 'Dhaka', area: 'Mirpur' },
      to: { district: 'Rangpur', area: 'Kotwali' },
      weightKg: 1.2,
      codAmount: 1000,
    });
    expect(quote).toEqual({ deliveryTk: 150, codChargeTk: 10, feeTk: 160, source: 'flat-table' });
  });
});

describe('Steadfast webhook', () => {
  const body = JSON.stringify({
    notification_type: 'delivery_status',
    consignment_id: 1424107,
    invoice: 'PH-order-1',
    cod_amount: 0,
    status: 'Delivered',
    delivery_charge: 100,
    tracking_message: 'Your package has been delivered successfully.',
    updated_at: '2025-03-02 12:45:30',
  });

  it('refuses a webhook without the configured Bearer token', () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', WEBHOOK_TOKEN]) {
      expect(() => client().parseWebhook({ authorization }, body)).toThrowError(
        expect.objectContaining({ kind: 'bad_signature' }) as Error,
      );
    }
  });

  it('accepts one with it and normalises the status', () => {
    const event = client().parseWebhook({ authorization: `Bearer ${WEBHOOK_TOKEN}` }, body);
    expect(event).toEqual({
      kind: 'update',
      update: {
        invoice: 'PH-order-1',
        consignmentId: '1424107',
        status: 'delivered',
        rawStatus: 'Delivered',
        message: 'Your package has been delivered successfully.',
        collectedTk: 0,
      },
    });
  });

  it('a tracking update moves nothing', () => {
    const update = JSON.stringify({
      notification_type: 'tracking_update',
      consignment_id: 1424107,
      invoice: 'PH-order-1',
      tracking_message: 'Package arrived at the sorting center.',
      updated_at: '2025-03-02 13:15:00',
    });
    const event = client().parseWebhook({ authorization: `Bearer ${WEBHOOK_TOKEN}` }, update);
    expect(event).toMatchObject({ kind: 'update', update: { status: null } });
  });
});
