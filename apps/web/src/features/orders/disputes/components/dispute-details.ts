import { disputeReasons, type Order } from '@phonehaat/contract';

type DisputeReason = (typeof disputeReasons)[number];

/**
 * What the buyer reported: the server writes the dispute event's note as "<reason>: <text>"
 * (routes/disputes.ts); a note in another shape is shown whole as the text.
 */
export function disputeDetails(order: Pick<Order, 'timeline'>): {
  reason: DisputeReason | null;
  text: string;
  at: string | null;
} {
  const event = order.timeline?.findLast((entry) => entry.action === 'dispute');
  const note = event?.note ?? '';
  const separator = note.indexOf(': ');
  const reason = note.slice(0, separator) as DisputeReason;
  if (separator > 0 && disputeReasons.includes(reason)) return { reason, text: note.slice(separator + 2), at: event?.at ?? null };
  return { reason: null, text: note, at: event?.at ?? null };
}

const HOUR_MS = 60 * 60_000;

/** How long a dispute has been open: hours under a day, whole days after. */
export function disputeAge(since: string, now: number): { unit: 'hours' | 'days'; count: number; overdue: boolean } {
  const hours = Math.max(0, (now - Date.parse(since)) / HOUR_MS);
  const overdue = hours >= 72;
  return hours < 24
    ? { unit: 'hours', count: Math.floor(hours), overdue }
    : { unit: 'days', count: Math.floor(hours / 24), overdue };
}
