import { and, eq, inArray } from 'drizzle-orm';
import { addressLine, deliveryAddress, type DeliveryAddressInput, type OrderAction } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import { createBooking } from '../../services/bookings/create-booking.ts';
import { SimulatedCourier } from '../../services/couriers/simulated-courier.ts';
import { DatabaseParcelStore } from '../../services/couriers/simulated-parcel-store.ts';
import { bookPickup } from '../../services/delivery/book-pickup.ts';
import { courierBookingTerms } from '../../services/delivery/courier-terms.ts';
import { applyTransition, type Requester } from '../../services/orders/apply-transition.ts';
import { sellerBalance } from '../../services/ledger/seller-balance.ts';
import { issueProviderRefunds } from '../../services/payments/issue-provider-refunds.ts';
import { findPaymentBooking } from '../../services/payments/payment-booking.ts';
import { settlePayment } from '../../services/payments/settle-payment.ts';
import { SimulatedProvider } from '../../services/payments/simulated-provider.ts';
import { requestPayout } from '../../services/payouts/request-payout.ts';
import { createReview } from '../../services/reviews/create-review.ts';
import type { Database } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema/index.ts';
import { demoPeople } from './catalogue.ts';
import type { CatalogueChanged } from '../../services/catalogue-read/catalogue-changed.ts';

/** The demo is written before the server answers anything: no cache holds a listing yet, so nothing clears. */
const seedingChanges: CatalogueChanged = () => {};

const HOUR = 60 * 60_000;

type Step =
  | { do: 'accept' | 'enter_code' | 'received' | 'cash' | 'pickup' }
  | { do: 'pay' }
  | { do: 'dispute'; note: string }
  | { do: 'cancel_by_seller'; note: string }
  | { do: 'review'; by: 'buyer' | 'seller'; rating: number; text: string };

interface DemoOrder {
  /** The demo product's key; its seller is the demo catalogue's. */
  product: string;
  buyer: string;
  /** Hours before the seed's run that the booking was made; the steps follow an hour or more apart. */
  bookedHoursAgo: number;
  steps: Step[];
  /** Delivery by courier to this address (issue 42); a meet-up when absent. */
  delivery?: DeliveryAddressInput;
}

const RANGPUR: DeliveryAddressInput = {
  division: 'rangpur',
  district: 'rangpur',
  area: 'Kotwali',
  street: 'House 21, Road 4, Dhap',
  landmark: 'Jail Road mosque',
  phone: '01712345678',
};

/**
 * A handful of demo orders in every state past `booked`, so that each page of the deal has something
 * to show: an accepted booking, a paid one (money held), one handed over, completed ones rated both
 * ways (Rahim then has a balance, and asks for part of it), a dispute for the admin's queue and a
 * refunded one, and two cash orders (agreed; completed). None takes a product the tests or the other
 * demo bookings use.
 */
const demoOrders: DemoOrder[] = [
  { product: 'oneplus-11-16-256-black', buyer: 'arif', bookedHoursAgo: 3, steps: [{ do: 'accept' }] },
  { product: 'realme-gt-neo-3-12-256-black', buyer: 'mithila', bookedHoursAgo: 20, steps: [{ do: 'accept' }, { do: 'pay' }] },
  {
    product: 'galaxy-m14-6-128-teal',
    buyer: 'arif',
    bookedHoursAgo: 30,
    steps: [{ do: 'accept' }, { do: 'pay' }, { do: 'enter_code' }],
  },
  {
    product: 'xiaomi-13t-12-256-blue',
    buyer: 'sadia',
    bookedHoursAgo: 8 * 24,
    steps: [
      { do: 'accept' },
      { do: 'pay' },
      { do: 'enter_code' },
      { do: 'received' },
      { do: 'review', by: 'buyer', rating: 5, text: 'Exactly as described, and Rahim bhai met me on time at Bashundhara City.' },
      { do: 'review', by: 'seller', rating: 5, text: 'Paid quickly and came on time. Recommended buyer.' },
    ],
  },
  {
    product: 'realme-12-pro-8-256-beige',
    buyer: 'arif',
    bookedHoursAgo: 6 * 24,
    steps: [
      { do: 'accept' },
      { do: 'pay' },
      { do: 'enter_code' },
      { do: 'received' },
      { do: 'review', by: 'buyer', rating: 4, text: 'Good phone, a small scratch on the frame that was not in the photos.' },
    ],
  },
  {
    product: 'xiaomi-12t-8-256-black',
    buyer: 'mithila',
    bookedHoursAgo: 50,
    steps: [
      { do: 'accept' },
      { do: 'pay' },
      { do: 'enter_code' },
      { do: 'dispute', note: 'not_working: The speaker crackles at any volume, which the listing did not mention.' },
    ],
  },
  // Cash at the meet-up (decision 0034): one agreed and waiting for the meet-up, one paid in hand and completed.
  { product: 'oppo-reno10-8-256-blue', buyer: 'arif', bookedHoursAgo: 10, steps: [{ do: 'accept' }, { do: 'cash' }] },
  {
    product: 'pixel-7a-8-128-sea',
    buyer: 'mithila',
    bookedHoursAgo: 3 * 24,
    steps: [{ do: 'accept' }, { do: 'cash' }, { do: 'enter_code' }, { do: 'review', by: 'buyer', rating: 5, text: 'Paid cash at Dhanmondi 27, the phone is as described.' }],
  },
  // Delivery by courier (issue 42): one on its way to Rangpur, one in Khulna awaiting the buyer's word.
  { product: 'vivo-v29e-8-256-red', buyer: 'arif', bookedHoursAgo: 20, delivery: RANGPUR, steps: [{ do: 'accept' }, { do: 'pay' }, { do: 'pickup' }] },
  {
    product: 'oneplus-9-pro-12-256-mist',
    buyer: 'mithila',
    bookedHoursAgo: 3 * 24,
    delivery: { ...RANGPUR, division: 'khulna', district: 'khulna', area: 'Sonadanga', street: 'Flat 3B, KDA Avenue', landmark: 'Shib Bari', phone: '01812345678' },
    steps: [{ do: 'accept' }, { do: 'pay' }, { do: 'pickup' }],
  },
  {
    product: 'redmi-note-13-pro-8-256-black',
    buyer: 'sadia',
    bookedHoursAgo: 4 * 24,
    steps: [{ do: 'accept' }, { do: 'pay' }, { do: 'cancel_by_seller', note: 'The screen cracked before the meet-up, sorry.' }],
  },
];

const SUCCESS_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/**
 * Makes the demo orders through the app's own use cases (booking, the simulated processor's payment,
 * applyTransition with its ledger, reviews, a payout request), each at its own time in the past.
 * An order whose buyer already has a booking of that phone is left as it is, so a second run adds
 * nothing.
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<number> {
  const emails = demoPeople.map((person) => person.email);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, verify: users.verify, image: users.image })
    .from(users)
    .where(inArray(users.email, emails));
  const viewer = (key: string): Viewer => {
    const email = demoPeople.find((person) => person.key === key)!.email;
    return rows.find((row) => row.email === email)!;
  };
  let made = 0;
  for (const demo of demoOrders) {
    const [product] = await db.select().from(products).where(eq(products.seedKey, demo.product)).limit(1);
    if (!product) continue;
    const buyer = viewer(demo.buyer);
    const [existing] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.productId, product.id), eq(bookings.buyerId, buyer.id)))
      .limit(1);
    if (existing || product.status !== 'available' || product.deletedAt) continue;
    const seller = rows.find((row) => row.id === product.sellerId)!;
    await makeOrder(db, demo, buyer, seller, product.id, now);
    made += 1;
  }
  if (made > 0) await askForPayout(db, viewer('rahim'), now);
  return made;
}

async function makeOrder(
  db: Database,
  demo: DemoOrder,
  buyer: Viewer,
  seller: Viewer,
  productId: string,
  now: Date,
): Promise<void> {
  // Steps an hour or more apart, the last one well before now.
  const gap = Math.min(12 * HOUR, (demo.bookedHoursAgo * HOUR) / (demo.steps.length + 1));
  let at = new Date(now.getTime() - demo.bookedHoursAgo * HOUR);
  const next = () => (at = new Date(at.getTime() + gap));
  // The courier the demo runs with: its parcels in the database, moving on the demo's clock from here on.
  const courier = new SimulatedCourier(() => at, { store: new DatabaseParcelStore(db) });
  if (demo.delivery) await db.update(products).set({ ships: true }).where(eq(products.id, productId));
  const address = demo.delivery ? deliveryAddress.parse(demo.delivery) : undefined;
  const { insertedId: orderId } = await createBooking(
    db,
    buyer,
    {
      productId,
      pickUpLocation: address ? addressLine(address) : 'Bashundhara City, Panthapath, Dhaka',
      phone: address?.phone ?? '01712345678',
      courier: address && (await courierBookingTerms(db, courier, productId, address)),
    },
    at,
  );
  // The booking row's own time is the database's clock; the demo's is in the past, as its book event.
  await db.update(bookings).set({ createdAt: at }).where(eq(bookings.id, orderId));
  const as = (who: Viewer): Requester => ({ viewer: who });
  const transition = (action: OrderAction, by: Viewer, note?: string, neirDeregistered?: true) =>
    applyTransition(db, seedingChanges, { orderId, action, by: as(by), now: next(), input: { note, neirDeregistered } });
  const provider = new SimulatedProvider(db, () => at);

  for (const step of demo.steps) {
    switch (step.do) {
      case 'accept':
        await transition('accept', seller);
        break;
      case 'cash':
        // The listing takes cash (its seller ticked it in the form), and the buyer chose it.
        await db.update(products).set({ cashAccepted: true }).where(eq(products.id, productId));
        await transition('choose_cash', buyer);
        break;
      case 'pay': {
        // The payment page's path: an intent, the test card, the payment recorded (money held).
        const booking = (await findPaymentBooking(db, orderId))!;
        const intent = await provider.createIntent({
          bookingId: orderId,
          productId,
          productName: booking.productName,
          amount: booking.price,
          buyerEmail: buyer.email,
        });
        next();
        const paid = await provider.confirm(intent.clientSecret, SUCCESS_CARD);
        await settlePayment(db, seedingChanges, provider, booking, paid, undefined, at);
        break;
      }
      case 'enter_code':
        // The seller typed the buyer's code at the meet-up (the code itself is checked in enterHandoverCode).
        // The demo sellers ticked the NEIR confirmation, as the hand-over asks (decision 0045).
        await transition('enter_code', seller, undefined, true);
        break;
      case 'received':
        await transition('complete', buyer);
        break;
      case 'pickup':
        // The seller books the courier from the order page (and ticks the NEIR confirmation); the parcel
        // moves on from there as the simulated courier's clock says, by the order timers' polls.
        await bookPickup(db, seedingChanges, courier, seller, orderId, next());
        break;
      case 'dispute':
        await transition('dispute', buyer, step.note);
        break;
      case 'cancel_by_seller':
        await transition('cancel', seller, step.note);
        // The refund reaches the buyer's card as the timers' sweep would send it.
        await issueProviderRefunds(db, provider, at);
        break;
      case 'review':
        await createReview(db, seedingChanges, step.by === 'buyer' ? buyer : seller, orderId, { rating: step.rating, text: step.text }, next());
        break;
    }
  }
}

/** Rahim asks for part of his balance to his bKash number: the admin's payouts queue has one to mark paid. */
async function askForPayout(db: Database, rahim: Viewer, now: Date): Promise<void> {
  const balance = await sellerBalance(db, rahim.id);
  const amount = Math.floor(balance.available / 2);
  if (amount > 0) await requestPayout(db, rahim, { amount, account: { method: 'bkash', number: '01712000111' } }, now);
}
