import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';

/**
 * How many orders wait for this user: as a seller, new bookings to answer and paid ones to hand over;
 * as a buyer, accepted ones to pay, paid ones whose code to show, parcels and hand-overs to confirm.
 */
export async function attentionCount(db: Database, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .where(
      or(
        and(eq(products.sellerId, viewer.id), inArray(bookings.state, ['booked', 'paid'])),
        and(eq(bookings.buyerId, viewer.id), inArray(bookings.state, ['accepted', 'paid', 'sent', 'handed_over'])),
      ),
    );
  return row?.n ?? 0;
}
