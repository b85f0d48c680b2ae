import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderRow } from './order-row.ts';

/**
 * The 6-digit code the buyer shows at the meet-up. It is not stored: it is derived from the order and
 * its payment time with a key only the server holds (decision 0020), so the buyer can see it again,
 * no database row or backup reveals it, and the seller learns it only from the buyer.
 */
export class HandoverCodes {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = createHmac('sha256', serverSecret).update('phonehaat hand-over codes').digest();
  }

  /** The order's code; null before it is paid. */
  codeOf(order: Pick<OrderRow, 'id' | 'paidAt'>): string | null {
    if (!order.paidAt) return null;
    const digest = createHmac('sha256', this.#key).update(`${order.id}:${order.paidAt.toISOString()}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** Whether `code` is the order's, compared in constant time. */
  matches(order: Pick<OrderRow, 'id' | 'paidAt'>, code: string): boolean {
    const expected = this.codeOf(order);
    return expected !== null && code.length === expected.length && timingSafeEqual(Buffer.from(code), Buffer.from(expected));
  }
}
