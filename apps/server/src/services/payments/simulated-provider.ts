import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { errorCodes, type SimulatedCard } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../errors/app-error.ts';
import { checkCard } from './card-check.ts';
import { fromPoisha, PAYMENT_CURRENCY, toPoisha, type CreateIntentInput, type CardProvider, type ProviderIntent } from './provider.ts';

type IntentRow = typeof paymentIntents.$inferSelect;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random base-62 string, the way processors write their ids. */
function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

const toIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: fromPoisha(row.amount),
  currency: row.currency,
  bookingId: row.bookingId,
});

/**
 * The simulated test-mode card processor: it keeps its intents in `payment_intents`, confirms cards
 * against Stripe's published test cards and issues `pi_sim_…` ids that serve as transaction ids.
 */
export class SimulatedProvider implements CardProvider {
  readonly name = 'simulated' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One open intent per booking: reopening the payment page, or five tabs asking at once, get the same
   * intent. Requests for one booking queue on a transaction-scoped advisory lock keyed by the booking.
   */
  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const amount = toPoisha(input.amount);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-intent:${input.bookingId}`}, 0))`);
      const [open] = await tx
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.bookingId, input.bookingId), eq(paymentIntents.status, 'requires_payment_method')))
        .orderBy(desc(paymentIntents.createdAt))
        .limit(1);
      if (open?.amount === amount) return toIntent(open);
      // A booking's price never changes; should an open intent hold another amount, it closes.
      await tx
        .update(paymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(paymentIntents.bookingId, input.bookingId), eq(paymentIntents.status, 'requires_payment_method'), ne(paymentIntents.amount, amount)));

      const id = `pi_sim_${randomToken(24)}`;
      const [created] = await tx
        .insert(paymentIntents)
        .values({ id, clientSecret: `${id}_secret_${randomToken(24)}`, bookingId: input.bookingId, amount, currency: PAYMENT_CURRENCY })
        .returning();
      if (!created) throw new Error('insert returned no row');
      return toIntent(created);
    });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
    return row ? toIntent(row) : null;
  }

  async release(id: string): Promise<void> {
    await this.db
      .update(paymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment_method')));
    await this.db
      .update(paymentIntents)
      .set({ refundedAt: this.now() })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'succeeded'), isNull(paymentIntents.refundedAt)));
  }

  /**
   * Confirms the intent holding this client secret with a card. Answers the succeeded intent, or
   * throws a 402 with the processor's decline message. Only the card's last four digits are kept.
   */
  async confirm(clientSecret: string, card: SimulatedCard): Promise<ProviderIntent> {
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret)).limit(1);
    if (!row) throw new AppError(errorCodes.notFound, 404, 'No such payment intent');
    if (row.status !== 'requires_payment_method') throw unexpectedState(row);

    const outcome = checkCard(card, this.now());
    if (!outcome.ok) {
      await this.db
        .update(paymentIntents)
        .set({ lastError: outcome.message })
        .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')));
      throw new AppError(errorCodes.paymentFailed, 402, outcome.message);
    }

    const [succeeded] = await this.db
      .update(paymentIntents)
      .set({ status: 'succeeded', succeededAt: this.now(), cardLast4: outcome.last4, lastError: null })
      .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_payment_method')))
      .returning();
    if (succeeded) return toIntent(succeeded);
    // Confirmed by a concurrent request in the meantime.
    const [current] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.id, row.id)).limit(1);
    throw unexpectedState(current ?? row);
  }
}

function unexpectedState(row: IntentRow): AppError {
  return row.status === 'succeeded'
    ? conflict('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.')
    : conflict(`You cannot confirm this PaymentIntent because it has a status of ${row.status}.`);
}
