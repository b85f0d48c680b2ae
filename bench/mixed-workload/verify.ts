import type { WorkloadResult } from './workload.ts';

/** Runs one SQL query with $1… parameters and answers its rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Verdict {
  ok: boolean;
  problems: string[];
  figures: Record<string, number>;
}

/**
 * Compares what the server acknowledged with what the database holds: no lost or duplicated bookings
 * or payments, one payment per booking, no product sold twice (refunded orders aside), no 5xx.
 */
export async function verifyWorkload(result: WorkloadResult, query: Query): Promise<Verdict> {
  const problems: string[] = [];
  const emails = result.emails;
  const bookingRows = await query('select id::text as id, paid from bookings where email = any($1)', [emails]);
  const paymentRows = await query('select id::text as id, booking_id::text as booking_id from payments where email = any($1)', [
    emails,
  ]);
  // A phone may be paid for again once an earlier order of it was refunded (the seller cancelled, the
  // hand-over never came, a dispute): sold twice is two payments whose orders were not refunded.
  const twiceSold = await query(
    `select p.product_id::text as product_id, count(*)::int as n from payments p join bookings b on b.id = p.booking_id
      where b.state <> 'refunded' group by p.product_id having count(*) > 1`,
  );
  const twicePaid = await query(
    'select booking_id::text as booking_id, count(*)::int as n from payments group by booking_id having count(*) > 1',
  );

  const stored = new Set(bookingRows.map((row) => String(row.id)));
  const acknowledged = new Set(result.bookings);
  const lostBookings = [...acknowledged].filter((id) => !stored.has(id));
  const unacknowledgedBookings = [...stored].filter((id) => !acknowledged.has(id));
  const storedPayments = new Set(paymentRows.map((row) => String(row.id)));
  const acknowledgedPayments = new Set(result.payments.map((payment) => payment.insertedId));
  const lostPayments = [...acknowledgedPayments].filter((id) => !storedPayments.has(id));
  const unacknowledgedPayments = [...storedPayments].filter((id) => !acknowledgedPayments.has(id));
  const paidIds = new Set(paymentRows.map((row) => String(row.booking_id)));
  const paidFlagWrong = bookingRows.filter((row) => Boolean(row.paid) !== paidIds.has(String(row.id)));

  if (result.serverErrors.length > 0)
    problems.push(`${result.serverErrors.length} answers of 5xx, e.g. ${result.serverErrors.slice(0, 3).join(' | ')}`);
  if (result.networkErrors.length > 0)
    problems.push(
      `${result.networkErrors.length} requests without an answer, e.g. ${result.networkErrors.slice(0, 3).join(' | ')}`,
    );
  if (acknowledged.size !== result.bookings.length) problems.push('the server acknowledged the same booking id twice');
  if (lostBookings.length > 0) problems.push(`${lostBookings.length} acknowledged bookings are missing`);
  // Without network errors every stored booking was answered; with them, an unanswered one may exist.
  if (result.networkErrors.length === 0 && unacknowledgedBookings.length > 0)
    problems.push(`${unacknowledgedBookings.length} bookings stored that no client was told about`);
  if (lostPayments.length > 0) problems.push(`${lostPayments.length} acknowledged payments are missing`);
  if (result.networkErrors.length === 0 && unacknowledgedPayments.length > 0)
    problems.push(`${unacknowledgedPayments.length} payments stored that no client was told about`);
  if (twiceSold.length > 0) problems.push(`${twiceSold.length} products were paid for more than once`);
  if (twicePaid.length > 0) problems.push(`${twicePaid.length} bookings were paid more than once`);
  if (paidFlagWrong.length > 0) problems.push(`${paidFlagWrong.length} bookings whose paid flag disagrees with the payments`);

  return {
    ok: problems.length === 0,
    problems,
    figures: {
      requests: result.requests,
      requestsPerSecond: Math.round((result.requests / result.elapsedMs) * 1000),
      bookings: result.bookings.length,
      payments: result.payments.length,
      storedBookings: stored.size,
      storedPayments: storedPayments.size,
      serverErrors: result.serverErrors.length,
      networkErrors: result.networkErrors.length,
      conflicts409: result.byStatus['409'] ?? 0,
      rateLimited429: result.byStatus['429'] ?? 0,
    },
  };
}
