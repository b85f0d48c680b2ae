import type { NotificationKind } from '@phonehaat/contract';

/** The settings page's sections, each with its kinds in the order a deal meets them. */
export const notificationGroups = [
  { key: 'bookings', kinds: ['booking_made', 'booking_accepted', 'booking_declined', 'booking_expired', 'booking_cancelled'] },
  {
    key: 'money',
    kinds: [
      'order_paid',
      'cash_agreed',
      'order_handed_over',
      'order_sent',
      'order_completed',
      'refund_made',
      'payout_requested',
      'payout_paid',
    ],
  },
  { key: 'disputes', kinds: ['dispute_opened', 'dispute_answered', 'dispute_resolved'] },
  { key: 'listings', kinds: ['listing_approved', 'listing_rejected', 'report_outcome'] },
  { key: 'ratings', kinds: ['rating_received'] },
  { key: 'deadlines', kinds: ['handover_overdue', 'dispute_overdue'] },
  { key: 'delivery', kinds: ['pickup_booked', 'parcel_delivered', 'parcel_returned', 'delivery_overdue'] },
  // Issue 39: talk and bargaining, and the phones and searches a person follows.
  {
    key: 'messages',
    kinds: ['message_received', 'offer_received', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_expired'],
  },
  { key: 'following', kinds: ['watched_price_drop', 'watched_sold', 'saved_search_digest'] },
] as const satisfies readonly { key: string; kinds: readonly NotificationKind[] }[];

/** Kinds only admins are sent (a payout asked for, a dispute waiting 72 hours): not offered to others. */
export const adminKinds: readonly NotificationKind[] = ['payout_requested', 'dispute_overdue'];
