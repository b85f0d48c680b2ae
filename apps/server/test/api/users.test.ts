import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, users } from '../../src/db/schema/index.ts';
import { makeCategory, makeProduct } from '../support/factories.ts';
import { createTestApp, databaseKinds, type Actor, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('user administration on %s', (kind) => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signUp('admin');
  });
  afterAll(() => t.close());

  it('lists users with their type and never a password hash', async () => {
    const seller = await t.signUp('Seller');
    const response = await t.app.inject({ url: '/api/users', headers: admin.auth });
    const rows = response.json<{ _id: string; role: string; email: string }[]>();
    expect(rows.find((row) => row._id === seller.id)).toMatchObject({ role: 'Seller', email: seller.email, verify: false });
    expect(response.body).not.toMatch(/scrypt\$|password/i);
  });

  it('refuses to delete an admin account', async () => {
    const other = await t.signUp('admin');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${other.id}`, headers: admin.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'An admin account cannot be deleted' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.deletedAt).toBeNull();
  });

  it("deleting a seller hides their unsold listings and keeps the rows", async () => {
    const seller = await t.signUp('Seller');
    const category = await makeCategory(t.database.db);
    const listed = await makeProduct(t.database.db, seller, category);
    const sold = await makeProduct(t.database.db, seller, category, { status: 'sold' });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/users/${seller.id}`, headers: admin.auth });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const listing = (await t.app.inject('/api/allProducts')).json<{ _id: string }[]>();
    expect(listing.some((item) => item._id === listed.id)).toBe(false);
    const [listedRow] = await t.database.db.select().from(products).where(eq(products.id, listed.id));
    expect(listedRow?.deletedAt).toBeInstanceOf(Date);
    const [soldRow] = await t.database.db.select().from(products).where(eq(products.id, sold.id));
    expect(soldRow?.deletedAt).toBeNull();
    const all = (await t.app.inject({ url: '/api/users', headers: admin.auth })).json<{ _id: string }[]>();
    expect(all.some((row) => row._id === seller.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${seller.id}`, headers: admin.auth })).statusCode).toBe(404);
  });

  it('lets an admin check anyone\'s role, and a user only their own', async () => {
    const seller = await t.signUp('Seller');
    const user = await t.signUp('User');
    expect((await t.app.inject({ url: `/api/users/seller/${seller.email.toUpperCase()}`, headers: admin.auth })).json()).toEqual({ isSeller: true });
    expect((await t.app.inject({ url: `/api/users/admin/${admin.email}`, headers: admin.auth })).json()).toEqual({ isAdmin: true });
    expect((await t.app.inject({ url: '/api/users/admin/nobody@example.com', headers: admin.auth })).json()).toEqual({ isAdmin: false });
    expect((await t.app.inject({ url: `/api/users/seller/${seller.email}`, headers: user.auth })).statusCode).toBe(403);
  });
});
