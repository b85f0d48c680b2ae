// Keeps issue 24's orders seeder honest: on a tiny PGlite catalogue, the orders it writes obey the
// deal's invariants (the real run is `npm run bench:seed-orders`, bench/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../../bench/src/seed.ts';
import { sellerShares } from '../../../bench/src/seed-orders.ts';
import { connect } from '../../../bench/src/sql-client.ts';

describe('the bench orders seeder', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'phonehaat-bench-orders-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('spreads orders over sellers as shops are: all of them, the busiest far above the median', () => {
    const shares = sellerShares(200, 10_000, () => 0.5);
    expect(shares.reduce((sum, n) => sum + n, 0)).toBe(10_000);
    const sorted = [...shares].sort((a, b) => b - a);
    expect(sorted[0]).toBeGreaterThan(20 * sorted[100]!);
  });

  it('writes orders whose timelines, payments, ledger and phones agree', { timeout: 90_000 }, async () => {
    const target = { kind: 'pglite', dataDir: path.join(scratch, 'pglite') } as const;
    await seed(target, { products: 1_500, bookings: 5, orders: 600, log: () => {} });
    const client = await connect(target);
    try {
      const one = async (text: string) => Number(Object.values((await client.query(text)).rows[0]!)[0]);
      expect(await one(`select count(*) from bookings where buyer_id like 'bench-orders-buyer-%'`)).toBe(600);
      expect(await one(`select count(distinct state) from bookings`)).toBeGreaterThanOrEqual(8);
      // Every order's timeline starts with its booking and ends in its state.
      expect(
        await one(`select count(*) from bookings b where
          (select action from order_events e where e.order_id = b.id order by id limit 1) <> 'book'
          or (select to_state from order_events e where e.order_id = b.id order by id desc limit 1) <> b.state`),
      ).toBe(0);
      // At most one order per phone past payment, and exactly those phones sold by an order.
      expect(
        await one(`select count(*) from (select product_id from bookings where state in ('paid','sent','handed_over','completed','disputed')
          group by product_id having count(*) > 1) x`),
      ).toBe(0);
      expect(
        await one(`select count(*) from bookings b join products p on p.id = b.product_id
          where b.state in ('paid','sent','handed_over','completed','disputed') and p.status <> 'sold'`),
      ).toBe(0);
      // Money: one payment and one held entry per paid order; released or refunded at most once, never more than held.
      expect(
        await one(
          `select count(*) from bookings where paid and not exists (select 1 from payments p where p.booking_id = bookings.id)`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) from payments p where not exists (select 1 from ledger_entries l where l.order_id = p.booking_id and l.kind = 'held' and l.amount = p.amount * 100)`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) from bookings where state = 'completed' and not exists (select 1 from ledger_entries l where l.order_id = bookings.id and l.kind = 'released')`,
        ),
      ).toBe(0);
      expect(
        await one(
          `select count(*) from bookings where state = 'refunded' and not exists (select 1 from ledger_entries l where l.order_id = bookings.id and l.kind = 'refunded')`,
        ),
      ).toBe(0);
      // Each seller's orders are found by the seller column the list reads.
      expect(
        await one(`select count(*) from bookings b join products p on p.id = b.product_id where b.seller_id <> p.seller_id`),
      ).toBe(0);
    } finally {
      await client.close();
    }
  });
});
