import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderState } from '@phonehaat/contract';
import type { OrderRow } from './order-row.ts';

/** The states in which the buyer shows the code and the seller enters it: paid, or cash agreed (decision 0034). */
export const handoverCodeStates: readonly OrderState[] = ['paid', 'cash_agreed'];

/** What the code is derived from: the order and the moment it was paid, or cash was agreed. */
type CodeSeed = Pick<OrderRow, 'id' | 'paidAt'> & { cashAgreedAt?: Date | null };

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

  /** The order's code; null before it is paid or cash is agreed. */
  codeOf(order: CodeSeed): string | null {
    const moment = order.paidAt ?? order.cashAgreedAt;
    if (!moment) return null;
    const digest = createHmac('sha256', this.#key).update(`${order.id}:${moment.toISOString()}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** Whether `code` is the order's, compared in constant time. */
  matches(order: CodeSeed, code: string): boolean {
    const expected = this.codeOf(order);
    return expected !== null && code.length === expected.length && timingSafeEqual(Buffer.from(code), Buffer.from(expected));
  }
}
