import type { OrderActor } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { OrderRow } from './order-row.ts';

/** Who the viewer is to this order: its buyer, its seller, an admin — or nobody (an empty list). */
export function sidesOf(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, viewer: Pick<Viewer, 'id' | 'role'>): OrderActor[] {
  const sides: OrderActor[] = [];
  if (order.buyerId === viewer.id) sides.push('buyer');
  if (order.sellerId === viewer.id) sides.push('seller');
  if (viewer.role === 'admin') sides.push('admin');
  return sides;
}
