import { and, inArray, ne, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { selectOrderRows, type OrderRow } from './order-row.ts';

/** The phone's orders still waiting for an answer or a payment, but `except` (when given). */
export async function openOrdersOfProduct(db: Database, productId: string, except?: string): Promise<OrderRow[]> {
  return selectOrderRows(db).where(
    and(
      eq(bookings.productId, productId),
      inArray(bookings.state, ['booked', 'accepted']),
      except === undefined ? undefined : ne(bookings.id, except),
    ),
  );
}
