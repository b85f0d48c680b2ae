import { desc, eq } from 'drizzle-orm';
import type { Order } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import type { HandoverCodes } from './handover-code.ts';
import { orderAnswer } from './order-answer.ts';
import { selectOrderRows } from './order-row.ts';

/** "Bookings on my phones": every booking of the seller's listings, newest first (500 at most). */
export async function ordersOfSeller(db: Database, codes: HandoverCodes, seller: Viewer, now: Date): Promise<Order[]> {
  const rows = await selectOrderRows(db)
    .where(eq(products.sellerId, seller.id))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
  return rows.map((row) => orderAnswer(row, { sides: ['seller'], now, codes }));
}
