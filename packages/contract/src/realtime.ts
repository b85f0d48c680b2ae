import { z } from 'zod';

/**
 * Issue 39 §2: what GET /api/events streams to a signed-in person (Server-Sent Events). Every event is a
 * row first (`user_events`, numbered per person), pushed second: `id:` is that number, so a browser that
 * reconnects with `Last-Event-ID` is sent what it missed, none twice.
 */
export const userEventKinds = [
  // A message in one of the person's conversations (theirs from another tab, or the other side's).
  'message',
  // The other side read the conversation.
  'read',
  // An offer in one of their conversations was made or answered.
  'offer',
  // A notification for the bell.
  'notification',
] as const;
export type UserEventKind = (typeof userEventKinds)[number];

export const userEventData = z.object({
  conversationId: z.string().optional(),
  messageId: z.string().optional(),
  offerId: z.string().optional(),
  notificationId: z.string().optional(),
});
export type UserEventData = z.infer<typeof userEventData>;

export const userEvent = z.object({ seq: z.number().int(), kind: z.enum(userEventKinds), data: userEventData });
export type UserEvent = z.infer<typeof userEvent>;

/** The SSE comment the server sends to keep a quiet connection open through proxies. */
export const REALTIME_HEARTBEAT_MS = 25_000;

/** An event's number as text (`Last-Event-ID`, `?lastEventId=`): what a reconnecting stream has seen last. */
export const lastEventIdText = z.string().regex(/^\d{1,15}$/, 'must be the number of the last event received');

/** GET /api/events' query: `lastEventId` for a client that cannot send the `Last-Event-ID` header; the header wins. */
export const eventStreamQuery = z.object({ lastEventId: lastEventIdText.optional() });
export type EventStreamQuery = z.infer<typeof eventStreamQuery>;
