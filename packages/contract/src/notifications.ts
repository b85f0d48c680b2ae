import { z } from 'zod';

/**
 * What PhoneHaat tells people (issue 38). Each kind is written by the transaction of its event (the
 * outbox), to each recipient, once; its channels deliver it afterwards.
 */
export const notificationKinds = [
  // The buyer booked: the seller.
  'booking_made',
  // The seller's answers and the timers': the buyer.
  'booking_accepted',
  'booking_declined',
  'booking_expired',
  // The buyer cancelled a booking: the seller.
  'booking_cancelled',
  // Money held online, or cash at the meet-up agreed: both sides.
  'order_paid',
  'cash_agreed',
  // The seller entered the buyer's hand-over code, or sent the phone by courier: the buyer.
  'order_handed_over',
  'order_sent',
  // The buyer confirmed the phone (or the timer did): the seller.
  'order_completed',
  // A dispute opened (both sides and admins), answered by the seller (the buyer and admins), resolved by an admin (both sides).
  'dispute_opened',
  'dispute_answered',
  'dispute_resolved',
  // The buyer's money went back (a seller's cancel, a missed hand-over, a dispute).
  'refund_made',
  // A seller asked for a payout (admins), and it was paid (the seller).
  'payout_requested',
  'payout_paid',
  // Moderation: the seller's listing, the reporter's report.
  'listing_approved',
  'listing_rejected',
  'report_outcome',
  // A buyer rated the seller.
  'rating_received',
  // The law's deadlines (Digital Commerce Guidelines 2021): a paid phone not handed over or sent within
  // 48 hours (the buyer told, the seller reminded); a dispute the seller has not answered in 72 hours (admins).
  'handover_overdue',
  'dispute_overdue',
  // Delivery by courier (issue 42): the pickup booked (the buyer), the parcel delivered (both sides) or
  // returned to the seller (both sides), and a parcel past the law's delivery deadline (both sides and admins).
  'pickup_booked',
  'parcel_delivered',
  'parcel_returned',
  'delivery_overdue',
  // Issue 39: a message waiting unread (once per conversation until it is read), offers, watched phones, saved searches.
  'message_received',
  'offer_received',
  'offer_countered',
  'offer_accepted',
  'offer_declined',
  'offer_expired',
  'watched_price_drop',
  'watched_sold',
  'saved_search_digest',
] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Where a notification goes besides the bell: email, SMS, web push. In-app is every notification. */
export const notificationChannels = ['in_app', 'email', 'sms', 'push'] as const;
export const notificationChannel = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannel>;
/** The channels a person can turn off; the bell lists everything. */
export const optionalChannels = ['email', 'sms', 'push'] as const satisfies readonly NotificationChannel[];
export type OptionalChannel = (typeof optionalChannels)[number];

/**
 * The kinds a text message is worth its cost for (issue 38: SMS only for money and hand-over events):
 * SMS is on by default for these and offered for no other.
 */
export const smsKinds = [
  'booking_made',
  'order_paid',
  'order_handed_over',
  'order_sent',
  'refund_made',
  'payout_paid',
  'handover_overdue',
  'parcel_delivered',
] as const satisfies readonly NotificationKind[];

/** Whether a channel is on for a kind when the person has not chosen. */
export function defaultChannelSetting(kind: NotificationKind, channel: NotificationChannel): boolean {
  if (channel === 'sms') return (smsKinds as readonly NotificationKind[]).includes(kind);
  return true;
}

/** What a notification's texts and link are made from: ids and the few words they quote. */
export const notificationParams = z.object({
  orderId: z.string().optional(),
  productId: z.string().optional(),
  /** The phone's name as listed, cut to fit an SMS. */
  product: z.string().optional(),
  /** An amount in poisha. */
  amount: z.number().int().optional(),
  /** The other side's name. */
  name: z.string().optional(),
  /** A rating, 1–5. */
  rating: z.number().int().optional(),
  /** An admin's note or a reason, shown as given. */
  note: z.string().optional(),
  /** Issue 39: the conversation a message or offer is in. */
  conversationId: z.string().optional(),
  /** How many: new listings matching a saved search. */
  count: z.number().int().optional(),
  /** A saved search's words, as the person would read them (`Samsung, up to ৳30,000`). */
  search: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParams>;

export const notificationItem = z.object({
  id: z.string(),
  kind: notificationKind,
  params: notificationParams,
  /** The page it is about: an order, a listing, the payouts. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPage = z.object({
  items: z.array(notificationItem),
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationListQuery = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const unreadCount = z.object({ unread: z.number().int() });

/** One person's choice: is `channel` on for `kind`. */
export const notificationSetting = z.object({ kind: notificationKind, channel: z.enum(optionalChannels), enabled: z.boolean() });
export type NotificationSetting = z.infer<typeof notificationSetting>;
/** Every kind × optional channel, chosen or default. */
export const notificationSettings = z.object({ settings: z.array(notificationSetting) });
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsBody = z.object({ settings: z.array(notificationSetting).min(1).max(200) });

/** A delivery the admins should look at: failed after its retries, or left uncertain by a crash mid-send. */
export const notificationTrouble = z.object({
  id: z.string(),
  channel: z.enum(optionalChannels),
  state: z.enum(['failed', 'uncertain']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  kind: notificationKind,
  recipient: z.string(),
  updatedAt: z.string(),
});
export type NotificationTrouble = z.infer<typeof notificationTrouble>;
