import { z } from 'zod';
import { bookingFormFields } from './booking.ts';
import { MAX_PRICE_TK } from './listing.ts';

/**
 * Issue 39: buyer and seller talk inside PhoneHaat. One conversation per buyer and listing, opened from
 * the product page and continued on the order page; it outlives the listing and either account.
 */

/** A message's text: what a person types; a photo-only message has none. */
export const MESSAGE_MAX_CHARS = 2000;

export const messageKinds = [
  // Typed by the buyer or the seller (a photo may go with it).
  'text',
  // An offer made, countered, accepted, declined or expired: its row is in `offer`.
  'offer',
] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * What the reader is warned of beside a message:
 * - `masked`: phone numbers, email addresses or links were hidden because the seller has not yet accepted
 *   a booking of this buyer's (they show once it is accepted);
 * - `scam`: it looks like a payment asked outside PhoneHaat (a bKash or Nagad number with "advance", a
 *   payment link). Only the receiver sees it.
 */
export const messageWarnings = ['masked', 'scam'] as const;
export type MessageWarning = (typeof messageWarnings)[number];

export const offerStates = ['pending', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof offerStates)[number];
export const offerState = z.enum(offerStates);

/** The steps of an offer's life, each one message of kind 'offer' in the thread. */
export const offerSteps = ['made', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStep = (typeof offerSteps)[number];

/** An offer lives 48 hours unless answered (issue 39 §4). */
export const OFFER_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const offer = z.object({
  id: z.string(),
  conversationId: z.string(),
  productId: z.string(),
  /** Whole taka, like a listing's price. */
  amount: z.number().int(),
  /** Who made it: the buyer's offer, or the seller's counter-offer. */
  madeBy: z.enum(['buyer', 'seller']),
  state: offerState,
  expiresAt: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The booking an accepted offer became. */
  orderId: z.string().nullable(),
});
export type Offer = z.infer<typeof offer>;

export const message = z.object({
  id: z.string(),
  conversationId: z.string(),
  kind: z.enum(messageKinds),
  /** Whether the reader wrote it. */
  mine: z.boolean(),
  senderName: z.string(),
  /** As the reader may see it: masked before the seller accepted, else as written. */
  body: z.string().nullable(),
  photo: z.string().nullable(),
  warnings: z.array(z.enum(messageWarnings)),
  offer: offer.nullable(),
  /** For kind 'offer': the step this message shows (a counter's message carries the seller's new offer). */
  offerStep: z.enum(offerSteps).nullable(),
  createdAt: z.string(),
  /** For the reader's own messages: whether the other side has read it. */
  seen: z.boolean(),
});
export type Message = z.infer<typeof message>;

export const conversationSummary = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  /** The listing's price now, whole taka. */
  price: z.number().int(),
  /** Whether the listing is sold or removed: the thread stays readable. */
  productGone: z.boolean(),
  role: z.enum(['buyer', 'seller']),
  other: z.object({ id: z.string(), name: z.string(), photo: z.string().nullable() }),
  lastMessage: z.string().nullable(),
  /** What the last message was, when it has no text: a photo or an offer's step (the list words it). */
  lastMessageKind: z.enum(['text', 'photo', 'offer']).nullable().optional(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  /** Whether the reader blocked the other side. */
  blocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationDetail = conversationSummary.extend({
  messages: z.array(message),
  /** The other side's phone number, once the seller has accepted a booking between them; else null. */
  otherPhone: z.string().nullable(),
  /** The open offer, if any. */
  openOffer: offer.nullable(),
  /** The buyer's order for this listing, if booked. */
  orderId: z.string().nullable(),
  /** Whether the other side blocked the reader or the reader blocked them: no new messages then. */
  canWrite: z.boolean(),
  /** Whether the buyer may make an offer now (no open offer, listing live, no order). */
  canOffer: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const conversationList = z.object({ items: z.array(conversationSummary), unread: z.number().int() });
export type ConversationList = z.infer<typeof conversationList>;

export const messageBody = z
  .object({
    text: z.string().trim().max(MESSAGE_MAX_CHARS, `A message is at most ${MESSAGE_MAX_CHARS} characters`).optional(),
    /** A photo uploaded through POST /api/images first (re-encoded, EXIF removed). */
    photo: z.string().max(500).optional(),
  })
  .refine((value) => Boolean(value.text) || Boolean(value.photo), { message: 'Write a message or add a photo', path: ['text'] });
export type MessageBody = z.infer<typeof messageBody>;

/** Opening a conversation: the first message about a listing ("Ask the seller"). */
export const startConversationBody = z.object({ productId: z.string().min(1).max(200), text: z.string().trim().min(1, 'Write a message').max(MESSAGE_MAX_CHARS) });

/** An offer's price messages, by key: the web shows them in the page's language by these keys. */
export const offerMessages = {
  amountRequired: 'Enter a price in taka',
  amountWhole: 'Enter whole taka',
  amountTooHigh: 'That price is too high',
} as const;

export const offerAmount = z.coerce
  .number({ error: offerMessages.amountRequired })
  .int(offerMessages.amountWhole)
  .min(1, offerMessages.amountRequired)
  .max(MAX_PRICE_TK, offerMessages.amountTooHigh);

/** A buyer's offer: the price, and where and how to meet, as on the booking form (it becomes the booking). */
export const newOfferBody = z.object({ productId: z.string().min(1).max(200), amount: offerAmount, ...bookingFormFields });
export const counterOfferBody = z.object({ amount: offerAmount });
export const offerAnswerBody = z.object({ action: z.enum(['accept', 'decline', 'withdraw']) });

export const messageReportBody = z.object({ reason: z.enum(['scam', 'abuse', 'spam', 'other']), text: z.string().trim().max(1000).default('') });

export const blockBody = z.object({ blocked: z.boolean() });

/** Sending limits (issue 39 §3): they make sock-puppets costly and a flood impossible. */
export const messagingLimits = {
  /** Messages a person may send in a minute, over all conversations. */
  messagesPerMinute: 20,
  /** New conversations a person may open in a day; fewer while the account is young and its phone unverified. */
  conversationsPerDay: 30,
  conversationsPerDayNewAccount: 5,
  /** An account younger than this, without a verified phone, is new. */
  newAccountMs: 24 * 60 * 60 * 1000,
} as const;

export const messageReport = z.object({
  id: z.string(),
  conversationId: z.string(),
  messageId: z.string(),
  reason: z.string(),
  text: z.string(),
  reporterName: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'dismissed', 'upheld']),
  /**
   * The reported message as the admin reads it in the thread (its text, null for a photo alone) and who
   * wrote it: the admins' list shows them beside the reason. Optional: answers without them still parse.
   */
  messageBody: z.string().nullable().optional(),
  messageSenderName: z.string().optional(),
});
export type MessageReport = z.infer<typeof messageReport>;

/** Why an admin opened a thread: every such read is logged (issue 39 §3). */
export const adminThreadQuery = z.object({ via: z.enum(['dispute', 'report']), ref: z.string().min(1).max(200) });

/** PATCH /admin/message-reports/:id: an admin's decision on an open report. */
export const messageReportDecisionBody = z.object({ status: z.enum(['dismissed', 'upheld']) });
export type MessageReportDecisionBody = z.infer<typeof messageReportDecisionBody>;

/** The answers of GET /products/:id/conversation, /orders/:id/conversation and /admin/disputes/:orderId/conversation. */
export const conversationRef = z.object({ conversationId: z.string().nullable() });
export type ConversationRef = z.infer<typeof conversationRef>;

/** `detail` of a 429 from the sending limits (issue 39 §3): which limit, and its size. */
export const messagingLimitKinds = ['messages_per_minute', 'conversations_per_day'] as const;
export type MessagingLimitKind = (typeof messagingLimitKinds)[number];

/** `detail.reason` of a message refused with 403 (`detail.canWrite` false): who blocked whom, or the other side's account closed. */
export const cannotWriteReasons = ['you_blocked', 'blocked_you', 'account_closed'] as const;
export type CannotWriteReason = (typeof cannotWriteReasons)[number];
