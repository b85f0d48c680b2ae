import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddress, orderActions, orderStates, type OrderAction } from '@phonehaat/contract';
import type { Viewer } from '../../src/auth/viewer.ts';
import { bookings } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { createBooking } from '../../src/services/bookings/create-booking.ts';
import { applyTransition } from '../../src/services/orders/apply-transition.ts';
import { enterHandoverCode } from '../../src/services/orders/enter-handover-code.ts';
import { HandoverCodes } from '../../src/services/orders/handover-code.ts';
import { createPaymentIntent } from '../../src/services/payments/create-payment-intent.ts';
import { recordPayment } from '../../src/services/payments/record-payment.ts';
import { SimulatedProvider } from '../../src/services/payments/simulated-provider.ts';
import { runDueTimers } from '../../src/services/timers/run-due-timers.ts';
import type { ParcelStatus } from '../../src/services/couriers/courier.ts';
import { bookPickup } from '../../src/services/delivery/book-pickup.ts';
import { courierBookingTerms } from '../../src/services/delivery/courier-terms.ts';
import { applyParcelReport } from '../../src/services/delivery/parcel-updates.ts';
import { TestClock } from '../support/deal.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const viewerOf = (actor: Actor): Viewer => ({ id: actor.id, name: actor.name, email: actor.email, role: actor.role, verify: false, image: null });
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** A step of a random walk: who does what to which order (counted back from the newest, so steps meet). */
type Step =
  | { kind: 'book'; buyer: number; product: number }
  | { kind: 'act'; who: number; order: number; action: OrderAction; note: string; neir: boolean }
  | { kind: 'pay'; order: number }
  | { kind: 'cash'; order: number }
  | { kind: 'code'; order: number; right: boolean; neir: boolean }
  | { kind: 'time'; hours: number }
  // Issue 42: a booking for delivery (phone 3 ships and takes cash on delivery), the seller's pickup, the courier's word.
  | { kind: 'deliver'; buyer: number }
  | { kind: 'pickup'; order: number }
  | { kind: 'parcel'; order: number; status: ParcelStatus };

// Every action the table knows (timers' and the code's included: asking them must be refused), with
// the everyday ones more often, so that walks reach the far states.
const walkActions: OrderAction[] = [
  ...orderActions.filter((action) => !['book', 'pay'].includes(action)),
  ...(['accept', 'accept', 'accept', 'decline', 'cancel', 'mark_sent', 'confirm_received', 'complete', 'dispute', 'dispute'] as const),
  ...(['resolve_refund', 'resolve_release'] as const),
];
const step: fc.Arbitrary<Step> = fc.oneof(
  // Phone 2 takes cash at the meet-up (decision 0034); phones 0 and 1 do not, so choosing cash for them is refused.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('book' as const), buyer: fc.nat(2), product: fc.nat(2) }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('act' as const), who: fc.constantFrom(0, 0, 1, 1, 1, 2, 3, 4), order: fc.nat(3), action: fc.constantFrom(...walkActions), note: fc.constant('because'), neir: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), order: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cash' as const), order: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('code' as const), order: fc.nat(3), right: fc.boolean(), neir: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 130 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deliver' as const), buyer: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pickup' as const), order: fc.nat(3) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('parcel' as const),
      order: fc.nat(3),
      status: fc.constantFrom<ParcelStatus>('pending', 'picked_up', 'in_transit', 'delivered', 'delivered', 'returned', 'cancelled', 'on_hold'),
    }),
  },
);
const ADDRESS = { division: 'rangpur', district: 'rangpur', area: 'Kotwali', street: 'House 1', phone: '01712345678' } as const;

const act = (who: number, action: OrderAction, order = 0): Step => ({ kind: 'act', who, order, action, note: 'because', neir: true });
/** A walk through every state, run before the random ones (fast-check's `examples`). */
const everyState: Step[] = [
  { kind: 'book', buyer: 0, product: 0 },
  act(1, 'accept'),
  { kind: 'pay', order: 0 },
  { kind: 'code', order: 0, right: true, neir: true },
  act(0, 'dispute'),
  act(2, 'resolve_refund'),
  { kind: 'book', buyer: 1, product: 0 },
  { kind: 'book', buyer: 2, product: 0 },
  { kind: 'pay', order: 1 },
  { kind: 'code', order: 1, right: true, neir: true },
  act(0, 'complete', 1),
  { kind: 'book', buyer: 0, product: 1 },
  { kind: 'time', hours: 49 },
  { kind: 'book', buyer: 1, product: 1 },
  { kind: 'book', buyer: 2, product: 1 },
  act(0, 'cancel'),
  { kind: 'pay', order: 1 },
  act(1, 'mark_sent', 1),
  act(0, 'confirm_received', 1),
  { kind: 'time', hours: 73 },
  // Cash at the meet-up: agreed, then completed by the code; another agreed, then expired.
  { kind: 'book', buyer: 0, product: 2 },
  act(1, 'accept'),
  { kind: 'cash', order: 0 },
  { kind: 'code', order: 0, right: true, neir: true },
  // Delivery by courier: paid, picked up, delivered, confirmed; another returned; a cash-on-delivery one delivered.
  { kind: 'deliver', buyer: 0 },
  { kind: 'pay', order: 0 },
  { kind: 'pickup', order: 0 },
  { kind: 'parcel', order: 0, status: 'picked_up' },
  { kind: 'parcel', order: 0, status: 'delivered' },
  act(0, 'complete'),
  { kind: 'deliver', buyer: 1 },
  { kind: 'pay', order: 0 },
  { kind: 'pickup', order: 0 },
  { kind: 'parcel', order: 0, status: 'in_transit' },
  { kind: 'parcel', order: 0, status: 'returned' },
  { kind: 'deliver', buyer: 2 },
  act(1, 'accept'),
  { kind: 'cash', order: 0 },
  { kind: 'pickup', order: 0 },
  { kind: 'parcel', order: 0, status: 'delivered' },
];

describe.each(databaseKinds)('order invariants under random walks on %s', (kind) => {
  let t: TestApp;
  let seller: Actor;
  let admin: Actor;
  let buyers: Actor[];
  let category: { id: string; name: string };
  const clock = new TestClock();
  const codes = new HandoverCodes('property-test-secret');

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: clock.now });
    seller = await t.signUp('Seller');
    admin = await t.signUp('admin');
    buyers = [await t.signUp(), await t.signUp(), await t.signUp()];
    category = await makeCategory(t.database.db);
  });
  afterAll(() => t.close());

  /** Every invariant of issue 24, over the whole database. Answers the broken ones. */
  async function brokenInvariants(): Promise<string[]> {
    const db = t.database.db;
    const query = async (text: string) => rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));
    const checks: Record<string, string> = {
      'at most one completed order per phone': `select product_id from bookings where state = 'completed' group by product_id having count(*) > 1`,
      'at most one order holding a phone': `select product_id from bookings where state in ('paid','cash_agreed','sent','handed_over','disputed','completed') group by product_id having count(*) > 1`,
      // A courier order's payment carries its delivery fee, which is the courier's, not held for the seller (decision 0075).
      'held money equals the payments less their delivery fees': `select 1 where (select coalesce(sum(amount),0) from ledger_entries where kind = 'held') <>
          (select coalesce(sum(p.amount - coalesce(b.delivery_fee, 0)),0) * 100 from payments p join bookings b on b.id = p.booking_id)`,
      'every payment is held once, at its price': `select p.booking_id from payments p join bookings b on b.id = p.booking_id left join ledger_entries l on l.order_id = p.booking_id and l.kind = 'held'
          group by p.booking_id, p.amount, b.delivery_fee, b.price having count(l.id) <> 1 or sum(l.amount) <> (p.amount - coalesce(b.delivery_fee, 0)) * 100 or p.amount <> b.price + coalesce(b.delivery_fee, 0)`,
      'no refund or release without a payment': `select l.order_id from ledger_entries l left join payments p on p.booking_id = l.order_id where l.kind in ('released','refunded') and p.id is null`,
      'held money leaves at most once': `select order_id from ledger_entries where kind in ('released','refunded') group by order_id having count(*) > 1`,
      'a cash order holds no money': `select l.order_id from ledger_entries l join bookings b on b.id = l.order_id where b.cash_agreed_at is not null and l.kind <> 'settled_outside'`,
      'settled outside only for a completed cash order, once, at its price': `select l.order_id from ledger_entries l join bookings b on b.id = l.order_id
          where l.kind = 'settled_outside' and (b.cash_agreed_at is null or b.state <> 'completed' or l.amount <> b.price * 100
            or (select count(*) from ledger_entries o where o.order_id = l.order_id) <> 1)`,
      'a cash order is never paid online': `select b.id from bookings b join payments p on p.booking_id = b.id where b.cash_agreed_at is not null`,
      'the ledger agrees with each order state': `select b.id from bookings b
          left join ledger_entries h on h.order_id = b.id and h.kind = 'held'
          left join ledger_entries s on s.order_id = b.id and s.kind in ('released','refunded')
          left join ledger_entries o on o.order_id = b.id and o.kind = 'settled_outside'
        where (b.state in ('paid','sent','handed_over','disputed') and (h.id is null or s.id is not null))
           or (b.state = 'completed' and not ((h.id is not null and s.kind = 'released' and o.id is null) or (h.id is null and s.id is null and o.id is not null)))
           or (b.state = 'refunded' and (h.id is null or s.kind <> 'refunded'))
           or (b.state in ('booked','accepted','cash_agreed','declined','expired','cancelled') and (h.id is not null or o.id is not null))`,
      "the phone's status agrees with its orders": `select p.id from products p where (p.status = 'sold') <> exists (
          select 1 from bookings b where b.product_id = p.id and b.state in ('paid','cash_agreed','sent','handed_over','disputed','completed'))`,
      // Decision 0045: no phone leaves its seller without their NEIR confirmation, and only hand-overs claim one.
      'every hand-over carries the NEIR confirmation, and nothing else does': `select id from order_events
          where (action in ('enter_code','mark_sent','book_pickup','parcel_picked_up')) <> neir_deregistered`,
      // Issue 42: a courier order goes by parcel only, and counts as delivered only when its parcel was.
      'a parcel only for a courier order, which no code or typed tracking hands over': `select b.id from bookings b
          where (exists (select 1 from parcels p where p.order_id = b.id) and b.delivery is distinct from 'courier')
             or (b.delivery_address is not null and exists (select 1 from order_events e where e.order_id = b.id and e.action in ('enter_code','mark_sent')))`,
      // ...or by its buyer's own word that the parcel arrived before the courier said so.
      'a courier order is handed over only by a delivered parcel or its buyer': `select b.id from bookings b where b.delivery_address is not null
          and b.handed_over_at is not null and not exists (select 1 from parcels p where p.order_id = b.id and p.status = 'delivered')
          and not exists (select 1 from order_events e where e.order_id = b.id and e.action = 'confirm_received')`,
      'a courier order leaves the seller only with its parcel': `select b.id from bookings b where b.delivery_address is not null and b.state = 'sent'
          and not exists (select 1 from parcels p where p.order_id = b.id and p.status in ('picked_up','in_transit','on_hold','delivered','returned','cancelled'))`,
      // Decision 0044: the seller card's count is the completed orders of the seller's phones.
      "each seller's sales count is their completed orders": `select u.id from users u where u.seller_completed_sales <> (
          select count(*) from bookings b join products p on p.id = b.product_id where p.seller_id = u.id and b.state = 'completed')`,
      'every state change has its event': `select b.id from bookings b where b.state <> (select e.to_state from order_events e where e.order_id = b.id order by e.id desc limit 1)`,
    };
    const broken: string[] = [];
    for (const [name, text] of Object.entries(checks)) if ((await query(text)).length > 0) broken.push(name);
    return broken;
  }

  it('keeps every invariant after each step of random sequences by random actors', async () => {
    const provider = new SimulatedProvider(t.database.db, clock.now);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        const phones = [
          await makeProduct(t.database.db, seller, category),
          await makeProduct(t.database.db, seller, category),
          await makeProduct(t.database.db, seller, category, { cashAccepted: true }),
          await makeProduct(t.database.db, seller, category, { district: 'dhaka', division: 'dhaka', ships: true, codAccepted: true }),
        ];
        const orders: { id: string; buyer: Actor }[] = [];
        for (const current of steps) {
          try {
            if (current.kind === 'book') {
              const buyer = buyers[current.buyer]!;
              const booked = await createBooking(t.database.db, viewerOf(buyer), { productId: phones[current.product]!.id, pickUpLocation: 'Banani', phone: '01811111111' }, clock.now());
              orders.push({ id: booked.insertedId, buyer });
            } else if (current.kind === 'deliver') {
              const buyer = buyers[current.buyer]!;
              const product = phones[3]!.id;
              const terms = await courierBookingTerms(t.database.db, t.app.courier, product, deliveryAddress.parse(ADDRESS));
              const booked = await createBooking(t.database.db, viewerOf(buyer), { productId: product, pickUpLocation: 'Rangpur', phone: ADDRESS.phone, courier: terms }, clock.now());
              orders.push({ id: booked.insertedId, buyer });
            } else if (current.kind === 'time') {
              clock.advance(current.hours * 60 * 60_000);
              await runDueTimers(t.database.db, t.app.catalogueChanged, clock.now());
            } else {
              const order = orders[orders.length - 1 - (current.order % Math.max(orders.length, 1))];
              if (!order) continue;
              if (current.kind === 'pay') {
                const buyer = viewerOf(order.buyer);
                const intent = await createPaymentIntent(t.database.db, provider, buyer, order.id);
                const confirmed = await provider.confirm(intent.clientSecret, CARD);
                await recordPayment(t.database.db, t.app.catalogueChanged, provider, buyer, { transactionId: confirmed.id, bookingId: order.id }, undefined, clock.now());
              } else if (current.kind === 'pickup') {
                await bookPickup(t.database.db, t.app.catalogueChanged, t.app.courier, viewerOf(seller), order.id, clock.now());
              } else if (current.kind === 'parcel') {
                await applyParcelReport(t.database.db, t.app.catalogueChanged, { orderId: order.id, status: current.status, rawStatus: current.status }, clock.now());
              } else if (current.kind === 'cash') {
                await applyTransition(t.database.db, t.app.catalogueChanged, { orderId: order.id, action: 'choose_cash', by: { viewer: viewerOf(order.buyer) }, now: clock.now() });
              } else if (current.kind === 'code') {
                const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, order.id));
                const right = row ? codes.codeOf({ id: order.id, paidAt: row.paidAt, cashAgreedAt: row.cashAgreedAt }) : null;
                const code = current.right && right ? right : '000000';
                await enterHandoverCode(t.database.db, t.app.catalogueChanged, codes, viewerOf(seller), order.id, code, clock.now(), current.neir);
              } else {
                const who = [order.buyer, seller, admin, ...buyers][current.who]!;
                await applyTransition(t.database.db, t.app.catalogueChanged, {
                  orderId: order.id,
                  action: current.action,
                  by: { viewer: viewerOf(who) },
                  now: clock.now(),
                  input: { note: current.note, trackingReference: 'TRK-1', relist: current.who % 2 === 0, neirDeregistered: current.neir },
                });
              }
            }
          } catch (error) {
            // Refusals (403, 409, 400, 429, 402) are part of the walk; anything else is a bug.
            if (!(error instanceof AppError)) throw error;
          }
          const broken = await brokenInvariants();
          expect(broken, `after ${JSON.stringify(current)}`).toEqual([]);
        }
      }),
      { numRuns: 30, examples: [[everyState]] },
    );
    // The walks did reach every state, or the invariants were checked on little.
    const reached = rowsOf<{ state: string }>(await t.database.db.execute(sql`select distinct to_state as state from order_events`)).map((row) => row.state);
    expect(new Set(reached)).toEqual(new Set(orderStates));
  }, 600_000);
});
