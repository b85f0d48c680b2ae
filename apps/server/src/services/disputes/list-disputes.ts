import { asc, eq } from 'drizzle-orm';
import type { Order } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { HandoverCodes } from '../orders/handover-code.ts';
import { orderAnswer, orderTimeline } from '../orders/order-answer.ts';
import { selectOrderRows } from '../orders/order-row.ts';

/** The admin's queue: disputed orders, the longest waiting first, each with its timeline. */
export async function openDisputes(db: Database, codes: HandoverCodes, now: Date): Promise<Order[]> {
  const rows = await selectOrderRows(db).where(eq(bookings.state, 'disputed')).orderBy(asc(bookings.stateChangedAt)).limit(200);
  return Promise.all(
    rows.map(async (row) => orderAnswer(row, { sides: ['admin'], now, codes, timeline: await orderTimeline(db, row.id) })),
  );
}
