import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { seedDemo } from '../../src/cli/seed/seed-demo.ts';
import { demoCategories, demoPassword, demoPeople, demoProducts } from '../../src/cli/seed/catalogue.ts';
import { demoReports } from '../../src/cli/seed/seed-demo-moderation.ts';
import { accounts, bookings, categories, listingReports, messages, offers, products, users } from '../../src/db/schema/index.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

async function counts(database: DatabaseHandle) {
  const db = database.db;
  const [c] = await db.select({ n: count() }).from(categories);
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(accounts);
  const [p] = await db.select({ n: count() }).from(products);
  const [b] = await db.select({ n: count() }).from(bookings);
  const [r] = await db.select({ n: count() }).from(listingReports);
  const [m] = await db.select({ n: count() }).from(messages);
  const [o] = await db.select({ n: count() }).from(offers).where(eq(offers.state, 'pending'));
  return { categories: c!.n, users: u!.n, accounts: a!.n, products: p!.n, bookings: b!.n, reports: r!.n, messages: m!.n, openOffers: o!.n };
}

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('fills an empty database once; a second run adds nothing', async () => {
    const first = await seedDemo(t.database.db);
    expect(first.created).toBe(true);
    const after = await counts(t.database);
    expect(after).toEqual({
      categories: demoCategories.length,
      users: demoPeople.length,
      accounts: demoPeople.length,
      products: demoProducts.length,
      // The demo buyer's two bookings and eleven demo orders in later states, two of them cash and two for
      // delivery by courier (seed-demo-orders.ts).
      bookings: 13,
      // Issue 26: three reports hold one listing, one more is open, one was dismissed (seed-demo-moderation.ts).
      reports: demoReports.length,
      // Issue 39: Sadia's questions, Rahim's answer, her offer and his counter (seed-demo-conversations.ts).
      messages: 5,
      openOffers: 1,
    });
    const second = await seedDemo(t.database.db);
    expect(second.created).toBe(false);
    expect(await counts(t.database)).toEqual(after);
  });

  it('seeds a catalogue worth browsing, and demo accounts that can sign in', async () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(demoProducts.length).toBeGreaterThanOrEqual(36);
    const ads = (await t.app.inject('/api/allProducts?ads=true&limit=100')).json<unknown[]>();
    expect(ads.length).toBeGreaterThan(0);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'admin@phonehaat.test', password: demoPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const token = String(signIn.headers['set-auth-token']);
    expect((await t.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('gives every admin queue something to show: listings waiting, rejected, held by reports, and reported', async () => {
    const states = await t.database.db.select({ status: products.reviewStatus, n: count() }).from(products).groupBy(products.reviewStatus);
    const byState = Object.fromEntries(states.map((row) => [row.status, Number(row.n)]));
    expect(byState).toMatchObject({ pending: 2, rejected: 1, held: 1 });
    const [open] = await t.database.db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, 'open'));
    expect(open!.n).toBe(4);
  });

  it("gives each demo seller a 'Member since' before their first listing, also where an older seed made them today (issue 36 item 20f)", async () => {
    const sellers = demoPeople.filter((person) => person.role === 'Seller');
    const firstListed = (key: string) =>
      Math.min(...demoProducts.filter((item) => item.seller === key).map((item) => new Date(`${item.postDate}T09:00:00+06:00`).getTime()));
    // A database seeded before join dates: its demo accounts were made on the day it was seeded.
    await t.database.db.update(users).set({ createdAt: new Date() }).where(eq(users.email, sellers[0]!.email));
    await seedDemo(t.database.db);

    for (const person of sellers) {
      const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
      const profile = (await t.app.inject(`/api/sellers/${row!.id}`)).json<{ memberSince: string; listings: { _id: string }[] }>();
      expect(new Date(profile.memberSince).getTime(), person.key).toBeLessThan(firstListed(person.key));
      // And the product page's seller card says the same.
      expect(profile.listings.length, person.key).toBeGreaterThan(0);
      const answer = (await t.app.inject(`/api/products/${profile.listings[0]!._id}`)).json<{ sellerCard: { memberSince: string } }>();
      expect(answer.sellerCard.memberSince).toBe(profile.memberSince);
    }
  });
});
