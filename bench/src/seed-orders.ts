// npm run bench:seed-orders -- --orders 100000   (after npm run bench:seed; or bench:seed -- --orders N)
// Adds N orders (issue 24's deal) to a seeded catalogue: a realistic mix of states, each with its
// timeline (order_events), its payment and ledger rows, its buyer among many, its seller skewed as
// real shops are (a few have thousands of bookings), and a bearer session for every buyer and seller
// so that `npm run bench:orders` can read the order page and the seller's bookings list as them.
import { randomUUID } from 'node:crypto';
import type { OrderAction, OrderActor, OrderState } from '@phonehaat/contract';
import { intArg, parseArgs } from './args.ts';
import { firstNames, lastNames, locations, pick, prng } from './catalogue-data.ts';
import { connect, migrate, type SqlClient } from './sql-client.ts';
import { targetFrom, type Target } from './target.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Bearer tokens the seed writes, so that the bench needs no sign-in call. */
export const orderBenchTokens = {
  seller: (sellerId: string) => `${sellerId}-session-token`,
  buyer: (buyerId: string) => `${buyerId}-session-token`,
};
export const ORDER_BUYER_PREFIX = 'bench-orders-buyer-';

/**
 * The share of each state among the orders, as a marketplace a year old might hold them: most
 * bookings end completed or fall away (declined, expired, cancelled); a few are under way now.
 */
const stateMix: [OrderState, number][] = [
  ['booked', 0.06],
  ['accepted', 0.03],
  ['declined', 0.1],
  ['expired', 0.12],
  ['cancelled', 0.08],
  ['paid', 0.03],
  ['sent', 0.01],
  ['handed_over', 0.02],
  ['completed', 0.49],
  ['disputed', 0.005],
  ['refunded', 0.055],
];
/** States in which the phone is taken by this order (at most one per phone). */
const TAKEN: OrderState[] = ['paid', 'sent', 'handed_over', 'completed', 'disputed'];

interface OrderSeedOptions {
  orders: number;
  /** Buyers the orders are spread over (default: a fifth of the orders). */
  buyers?: number;
  log?: (line: string) => void;
}

interface ProductRow {
  id: string;
  seller_id: string;
  seller_name: string;
  product_name: string;
  image: string;
  selling: number;
  location: string;
}

interface EventRow {
  orderId: string;
  action: OrderAction;
  from: OrderState | null;
  to: OrderState;
  actor: OrderActor;
  actorId: string | null;
  note: string | null;
  at: Date;
}

/** The columns of one batch, as arrays for `unnest`. */
class Batch {
  orders: unknown[][] = Array.from({ length: 21 }, () => []);
  events: unknown[][] = Array.from({ length: 8 }, () => []);
  ledger: unknown[][] = Array.from({ length: 5 }, () => []);
  payments: unknown[][] = Array.from({ length: 8 }, () => []);
  reviews: unknown[][] = Array.from({ length: 7 }, () => []);
  soldProducts: [string, Date][] = [];
  /** completed_at of completed orders, written after the insert. */
  completed: [string, Date][] = [];
  size = 0;
}

export async function seedOrders(target: Target, options: OrderSeedOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  await migrate(target);
  const client = await connect(target);
  try {
    if (client.kind === 'postgres') await client.query('set synchronous_commit = off');
    const { rows: existing } = await client.query<{ n: number }>(
      `select count(*)::int as n from users where id like '${ORDER_BUYER_PREFIX}%'`,
    );
    if ((existing[0]?.n ?? 0) > 0)
      throw new Error('the database has bench orders already: reseed it with npm run bench:seed -- --reset (it wipes every row)');
    const { rows: sellers } = await client.query<{ id: string }>(
      `select id from users where id like 'bench-seller-%' order by id`,
    );
    if (sellers.length === 0) throw new Error('no bench sellers: run npm run bench:seed first');

    const buyerCount = options.buyers ?? Math.max(10, Math.ceil(options.orders / 5));
    const buyers = await seedBuyers(client, buyerCount);
    await seedSessions(client, [...sellers.map((s) => s.id), ...buyers.map((b) => b.id)]);
    log(
      `${buyers.length.toLocaleString('en')} buyers and ${sellers.length.toLocaleString('en')} sellers have sessions (${elapsed(started)})`,
    );

    const perSeller = sellerShares(sellers.length, options.orders, prng(2024));
    const random = prng(24);
    const now = Date.now();
    let done = 0;
    let lastReport = 0;
    // Sellers a hundred at a time: their listed phones are read, their orders made and written.
    for (let start = 0; start < sellers.length; start += 100) {
      const group = sellers.slice(start, start + 100);
      const { rows: products } = await client.query<ProductRow>(
        `select id, seller_id, seller_name, product_name, image, selling, location from products
         where seller_id = any($1::text[]) and is_listed order by seller_id, id`,
        [group.map((s) => s.id)],
      );
      const bySeller = new Map<string, ProductRow[]>();
      for (const product of products) {
        const list = bySeller.get(product.seller_id) ?? [];
        list.push(product);
        bySeller.set(product.seller_id, list);
      }
      const batch = new Batch();
      for (const [i, seller] of group.entries()) {
        const own = bySeller.get(seller.id) ?? [];
        const count = perSeller[start + i]!;
        if (own.length === 0 || count === 0) continue;
        // Orders land on the seller's phones at random; each phone's orders are made oldest first.
        const ordersOf = new Map<ProductRow, number>();
        for (let n = 0; n < count; n += 1) {
          const product = pick(random, own);
          ordersOf.set(product, (ordersOf.get(product) ?? 0) + 1);
        }
        for (const [product, n] of ordersOf) addProductOrders(batch, product, n, buyers, random, now);
      }
      await writeBatch(client, batch);
      done += batch.size;
      if (done - lastReport >= options.orders / 10 || start + 100 >= sellers.length) {
        log(`  orders: ${done.toLocaleString('en')} / ${options.orders.toLocaleString('en')} (${elapsed(started)})`);
        lastReport = done;
      }
    }
    await client.query('vacuum analyze bookings, order_events, ledger_entries, payments, reviews, products, sessions, users');
    log(`seeded ${done.toLocaleString('en')} orders on ${target.kind} in ${elapsed(started)}`);
  } finally {
    await client.close();
  }
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * How many orders each seller gets: Zipf-like (weight 1 / rank^0.9), so the busiest shop has
 * thousands of bookings on its phones and most sellers a few dozen. Seller order is shuffled by rank.
 */
export function sellerShares(sellers: number, orders: number, random: () => number): number[] {
  const weights = Array.from({ length: sellers }, (_, rank) => 1 / (rank + 1) ** 0.9);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.floor((w / total) * orders));
  let left = orders - shares.reduce((sum, n) => sum + n, 0);
  for (let i = 0; left > 0; i = (i + 1) % sellers, left -= 1) shares[i]! += 1;
  // Shuffle which seller id gets which rank (bench-seller-0 is not always the busiest).
  for (let i = shares.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shares[i], shares[j]] = [shares[j]!, shares[i]!];
  }
  return shares;
}

interface Buyer {
  id: string;
  name: string;
  email: string;
}

async function seedBuyers(client: SqlClient, count: number): Promise<Buyer[]> {
  const random = prng(11);
  const buyers: Buyer[] = Array.from({ length: count }, (_, i) => ({
    id: `${ORDER_BUYER_PREFIX}${i}`,
    name: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
    email: `orders-buyer${i}@bench.phonehaat.test`,
  }));
  for (let start = 0; start < buyers.length; start += 5000) {
    const batch = buyers.slice(start, start + 5000);
    await client.query(
      `insert into users (id, name, email, email_verified, role, registered_at)
       select id, name, email, true, 'User', now() from unnest($1::text[], $2::text[], $3::text[]) as u(id, name, email)`,
      [batch.map((b) => b.id), batch.map((b) => b.name), batch.map((b) => b.email)],
    );
  }
  return buyers;
}

async function seedSessions(client: SqlClient, userIds: string[]): Promise<void> {
  const expires = new Date(Date.now() + 30 * DAY).toISOString();
  for (let start = 0; start < userIds.length; start += 5000) {
    const batch = userIds.slice(start, start + 5000);
    await client.query(
      `insert into sessions (id, token, user_id, expires_at)
       select gen_random_uuid()::text, u.id || '-session-token', u.id, $2 from unnest($1::text[]) as u(id)
       on conflict do nothing`,
      [batch, expires],
    );
  }
}

/**
 * One order's state from the mix. Once another order has taken the phone, its other orders can only
 * have fallen away (declined, expired, cancelled or refunded): anything else is drawn again.
 */
function drawState(random: () => number, allowTaken: boolean): OrderState {
  for (;;) {
    let r = random();
    for (const [state, share] of stateMix) {
      r -= share;
      if (r < 0) {
        if (!allowTaken && (TAKEN.includes(state) || state === 'booked' || state === 'accepted')) break;
        return state;
      }
    }
    // Rounding left a sliver of r: take the commonest state.
    if (r >= 0) return allowTaken ? 'completed' : 'declined';
  }
}

/** When an order in this state was booked: those under way are recent (their timers have not fired). */
function bookedAgo(state: OrderState, random: () => number): number {
  switch (state) {
    case 'booked':
    case 'accepted':
      return random() * 40 * HOUR;
    case 'paid':
      return 2 * HOUR + random() * 4 * DAY;
    case 'sent':
      return 2 * HOUR + random() * 8 * DAY;
    case 'handed_over':
      return 3 * HOUR + random() * 2 * DAY;
    case 'disputed':
      return 3 * DAY + random() * 30 * DAY;
    default:
      return 8 * DAY + random() * 700 * DAY;
  }
}

/** One phone's `n` orders: at most one takes the phone; the others fell away (or are open, if none took it). */
function addProductOrders(
  batch: Batch,
  product: ProductRow,
  n: number,
  buyers: Buyer[],
  random: () => number,
  now: number,
): void {
  const states: OrderState[] = [];
  let taken = false;
  for (let i = 0; i < n; i += 1) {
    const state = drawState(random, !taken);
    if (TAKEN.includes(state)) taken = true;
    states.push(state);
  }
  const usedBuyers = new Set<string>();
  for (const state of states) {
    let buyer = pick(random, buyers);
    while (usedBuyers.has(buyer.id) && usedBuyers.size < buyers.length) buyer = pick(random, buyers);
    usedBuyers.add(buyer.id);
    addOrder(batch, product, buyer, state, random, now);
  }
}

function addOrder(batch: Batch, product: ProductRow, buyer: Buyer, state: OrderState, random: () => number, now: number): void {
  const id = randomUUID();
  const createdAt = new Date(now - bookedAgo(state, random));
  const later = (from: Date, maxHours: number) =>
    new Date(Math.min(now - 60_000, from.getTime() + (0.2 + random() * maxHours) * HOUR));
  const events: EventRow[] = [];
  const event = (
    action: OrderAction,
    from: OrderState | null,
    to: OrderState,
    actor: OrderActor,
    at: Date,
    note: string | null = null,
  ) =>
    events.push({
      orderId: id,
      action,
      from,
      to,
      actor,
      actorId: actor === 'buyer' ? buyer.id : actor === 'seller' ? product.seller_id : null,
      note,
      at,
    });
  event('book', null, 'booked', 'buyer', createdAt);

  // Set by pay() below; an object so that the closures' writes are seen by the code after them.
  const money = { paidAt: null as Date | null };
  let handedOverAt: Date | null = null;
  let completedAt: Date | null = null;
  let dueAt: Date | null = null;
  let delivery: 'meetup' | 'courier' | null = null;
  let tracking: string | null = null;
  let settled: { kind: 'released' | 'refunded'; at: Date } | null = null;
  let changedAt = createdAt;
  const accept = () => {
    changedAt = later(createdAt, 6);
    event('accept', 'booked', 'accepted', 'seller', changedAt);
  };
  const pay = () => {
    const at = later(changedAt, 12);
    event('pay', 'accepted', 'paid', 'buyer', at);
    changedAt = at;
    money.paidAt = at;
    return at;
  };

  switch (state) {
    case 'booked':
      dueAt = new Date(createdAt.getTime() + 48 * HOUR);
      break;
    case 'accepted':
      accept();
      dueAt = new Date(changedAt.getTime() + 48 * HOUR);
      break;
    case 'declined':
      changedAt = later(createdAt, 20);
      event(
        'decline',
        'booked',
        'declined',
        'seller',
        changedAt,
        pick(random, ['Sold to a walk-in buyer', 'Price changed', 'Not available this week']),
      );
      break;
    case 'expired':
      changedAt = new Date(createdAt.getTime() + 48 * HOUR + 30_000);
      event('expire', 'booked', 'expired', 'system', changedAt);
      break;
    case 'cancelled':
      changedAt = later(createdAt, 10);
      event('cancel', 'booked', 'cancelled', 'buyer', changedAt, 'Found one nearer to me');
      break;
    case 'paid':
      accept();
      dueAt = new Date(pay().getTime() + 5 * DAY);
      break;
    case 'sent':
      accept();
      dueAt = new Date(pay().getTime() + 10 * DAY);
      delivery = 'courier';
      tracking = `PATHAO-${Math.floor(random() * 1e8)}`;
      changedAt = later(changedAt, 24);
      event('mark_sent', 'paid', 'sent', 'seller', changedAt);
      break;
    case 'handed_over':
    case 'completed':
    case 'disputed': {
      accept();
      pay();
      delivery = 'meetup';
      handedOverAt = later(changedAt, 30);
      changedAt = handedOverAt;
      event('enter_code', 'paid', 'handed_over', 'seller', handedOverAt);
      if (state === 'handed_over') dueAt = new Date(handedOverAt.getTime() + 72 * HOUR);
      else if (state === 'disputed') {
        changedAt = later(handedOverAt, 48);
        event('dispute', 'handed_over', 'disputed', 'buyer', changedAt, 'The battery drains in two hours');
      } else {
        const byBuyer = random() < 0.7;
        completedAt = byBuyer ? later(handedOverAt, 24) : new Date(handedOverAt.getTime() + 72 * HOUR + 60_000);
        changedAt = completedAt;
        event(byBuyer ? 'complete' : 'auto_complete', 'handed_over', 'completed', byBuyer ? 'buyer' : 'system', completedAt);
        settled = { kind: 'released', at: completedAt };
      }
      break;
    }
    case 'refunded': {
      accept();
      const paid = pay();
      const bySeller = random() < 0.4;
      changedAt = bySeller ? later(changedAt, 48) : new Date(paid.getTime() + 5 * DAY + 60_000);
      event(
        bySeller ? 'cancel' : 'handover_timeout',
        'paid',
        'refunded',
        bySeller ? 'seller' : 'system',
        changedAt,
        bySeller ? 'The phone was damaged' : null,
      );
      settled = { kind: 'refunded', at: changedAt };
      break;
    }
  }

  const paidAt = money.paidAt;
  const o = batch.orders;
  const values = [
    id,
    product.id,
    buyer.id,
    buyer.name,
    buyer.email,
    product.selling,
    product.product_name,
    product.image,
    product.location,
    pick(random, locations),
    `01${7 + Math.floor(random() * 3)}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    paidAt !== null,
    paidAt,
    createdAt,
    state,
    changedAt,
    dueAt,
    delivery,
    tracking,
    handedOverAt,
    product.seller_id,
  ];
  values.forEach((value, column) => o[column]!.push(value instanceof Date ? value.toISOString() : value));
  for (const e of events) {
    [e.orderId, e.action, e.from, e.to, e.actor, e.actorId, e.note, e.at.toISOString()].forEach((value, column) =>
      batch.events[column]!.push(value),
    );
  }
  if (paidAt) {
    const amount = product.selling * 100;
    const pushLedger = (kind: string, at: Date) =>
      [kind, product.seller_id, id, amount, at.toISOString()].forEach((value, column) => batch.ledger[column]!.push(value));
    pushLedger('held', paidAt);
    if (settled) pushLedger(settled.kind, settled.at);
    [
      id,
      product.id,
      buyer.id,
      product.selling,
      `pi_bench_${id.replaceAll('-', '')}`,
      buyer.email,
      paidAt.toISOString(),
      settled?.kind === 'refunded' ? settled.at.toISOString() : null,
    ].forEach((value, column) => batch.payments[column]!.push(value));
    if (TAKEN.includes(state)) batch.soldProducts.push([product.id, paidAt]);
  }
  if (completedAt) {
    batch.completed.push([id, completedAt]);
    // Most completed deals are rated by the buyer, half by the seller too.
    const rate = (side: 'buyer' | 'seller', authorId: string, subjectId: string) =>
      [
        id,
        side,
        authorId,
        subjectId,
        random() < 0.8 ? 5 : 3 + Math.floor(random() * 2),
        random() < 0.5 ? 'Phone as described, smooth meet-up' : null,
        later(completedAt!, 48).toISOString(),
      ].forEach((value, column) => batch.reviews[column]!.push(value));
    if (random() < 0.7) rate('buyer', buyer.id, product.seller_id);
    if (random() < 0.5) rate('seller', product.seller_id, buyer.id);
  }
  batch.size += 1;
}

async function writeBatch(client: SqlClient, batch: Batch): Promise<void> {
  if (batch.size === 0) return;
  await client.query('begin');
  try {
    await client.query(
      `insert into bookings (id, product_id, buyer_id, buyer_name, email, price, product_name, product_image, seller_location,
         pick_up_location, phone, paid, paid_at, created_at, state, state_changed_at, due_at, delivery, tracking_reference, handed_over_at, seller_id)
       select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[],
         $10::text[], $11::text[], $12::boolean[], $13::timestamptz[], $14::timestamptz[], $15::text[], $16::timestamptz[],
         $17::timestamptz[], $18::text[], $19::text[], $20::timestamptz[], $21::text[])`,
      batch.orders,
    );
    if (batch.completed.length > 0) {
      await client.query(
        `update bookings b set completed_at = c.at from unnest($1::uuid[], $2::timestamptz[]) as c(id, at) where b.id = c.id`,
        [batch.completed.map(([id]) => id), batch.completed.map(([, at]) => at.toISOString())],
      );
    }
    await client.query(
      `insert into order_events (order_id, action, from_state, to_state, actor, actor_id, note, at)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])`,
      batch.events,
    );
    await client.query(
      `insert into payments (booking_id, product_id, buyer_id, amount, transaction_id, email, created_at, provider_refunded_at, provider)
       select *, 'simulated' from unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[])`,
      batch.payments,
    );
    await client.query(
      `insert into ledger_entries (kind, seller_id, order_id, amount, at)
       select * from unnest($1::text[], $2::text[], $3::uuid[], $4::int[], $5::timestamptz[])`,
      batch.ledger,
    );
    await client.query(
      `insert into reviews (order_id, author_side, author_id, subject_id, rating, text, created_at)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[])`,
      batch.reviews,
    );
    if (batch.soldProducts.length > 0) {
      await client.query(
        `update products p set status = 'sold', sold_at = s.at from unnest($1::uuid[], $2::timestamptz[]) as s(id, at) where p.id = s.id`,
        [batch.soldProducts.map(([id]) => id), batch.soldProducts.map(([, at]) => at.toISOString())],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs();
  seedOrders(targetFrom(args), {
    orders: intArg(args, 'orders', 100_000),
    ...(args.has('buyers') && { buyers: intArg(args, 'buyers', 20_000) }),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
