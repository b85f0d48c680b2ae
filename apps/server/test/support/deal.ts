import { afterAll, beforeAll, expect } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { makeCategory } from './factories.ts';
import { createTestApp, type Actor, type DatabaseKind, type TestApp } from './test-app.ts';

const SUCCESS_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

/** A clock the test moves by hand: the app reads it for every order, ledger and review use case. */
export class TestClock {
  constructor(private current = new Date()) {}
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Drives the deal through the API as its buyer, seller and admin would. */
export function dealDriver(t: TestApp) {
  const call = async (actor: Actor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: actor.auth, ...(payload !== undefined && { payload: payload as object }) });

  return {
    call,
    async book(buyer: Actor, productId: string): Promise<string> {
      const response = await call(buyer, 'POST', '/bookingProduct', { productId, pickUpLocation: 'Mirpur 10, Dhaka', phone: '01711111111' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ insertedId: string }>().insertedId;
    },
    /** Pays with the simulated processor and records the payment; answers the record's response. */
    async pay(buyer: Actor, bookingId: string) {
      const intent = await call(buyer, 'POST', '/create-payment-intent', { items: { _id: bookingId } });
      if (intent.statusCode !== 200) return intent;
      const confirmed = await call(buyer, 'POST', '/payments/simulated/confirm', {
        clientSecret: intent.json<{ clientSecret: string }>().clientSecret,
        card: SUCCESS_CARD,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return call(buyer, 'POST', '/payments', { transactionId: confirmed.json<{ id: string }>().id, bookingId });
    },
    async order(actor: Actor, id: string): Promise<Order> {
      const response = await call(actor, 'GET', `/orders/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Order>();
    },
    /** An order action expected to succeed; answers the order as the actor sees it. */
    async act(actor: Actor, id: string, path: string, payload: unknown = {}): Promise<Order> {
      const response = await call(actor, 'POST', `/orders/${id}/${path}`, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Order>();
    },
  };
}

/** The deal files' setting: the driver, their app and database, and the seller, admin and brand their tests use. */
export interface DealFixture extends ReturnType<typeof dealDriver> {
  app: TestApp['app'];
  db: TestApp['database']['db'];
  signUp: TestApp['signUp'];
  seller: Actor;
  admin: Actor;
  category: { id: string; name: string };
}

/**
 * Opens an app on `kind` reading `clock` before the file's tests, signs up a seller and an admin and
 * makes a brand, and closes the app after the tests. The fixture is filled in by then: read it inside
 * tests and helpers, not while the file is collected.
 */
export function dealFixture(kind: DatabaseKind, clock: TestClock): DealFixture {
  const fixture = {} as DealFixture;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    Object.assign(fixture, dealDriver(t), { app: t.app, db: t.database.db, signUp: t.signUp });
    fixture.seller = await t.signUp('Seller');
    fixture.admin = await t.signUp('admin');
    fixture.category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());
  return fixture;
}
