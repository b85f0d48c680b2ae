import { count, eq, min, sql } from 'drizzle-orm';
import type { AdminOverview } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Open disputes now, by how long they have waited since the buyer reported the problem (the order's
 * state changed then). bookings_disputed_idx holds only disputed orders, so this reads a few index rows.
 */
export async function openDisputeAges(db: Database, now: Date): Promise<AdminOverview['openDisputes']> {
  const olderThan = (hours: number) => sql<number>`count(*) filter (where ${bookings.stateChangedAt} <= ${new Date(now.getTime() - hours * HOUR_MS)})`.mapWith(Number);
  const [row] = await db
    .select({ all: count(), over24: olderThan(24), over48: olderThan(48), over72: olderThan(72), oldest: min(bookings.stateChangedAt) })
    .from(bookings)
    .where(eq(bookings.state, 'disputed'));
  const all = row?.all ?? 0;
  const [over24, over48, over72] = [row?.over24 ?? 0, row?.over48 ?? 0, row?.over72 ?? 0];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    count: all,
    oldestHours: oldest ? Math.round(((now.getTime() - oldest.getTime()) / HOUR_MS) * 10) / 10 : null,
    byAge: [
      { bucket: 'under24h', count: all - over24 },
      { bucket: 'from24to48h', count: over24 - over48 },
      { bucket: 'from48to72h', count: over48 - over72 },
      { bucket: 'over72h', count: over72 },
    ],
  };
}
