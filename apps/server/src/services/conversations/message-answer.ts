import type { Message, MessageWarning, Offer } from '@phonehaat/contract';
import type { messages } from '../../db/schema/index.ts';
import { maskContacts } from './contact-masking.ts';

export type MessageRow = typeof messages.$inferSelect;

/** Who reads a thread: one of its sides (by id), or an admin (`readerId` null) reading the evidence. */
export interface ThreadReader {
  side: 'buyer' | 'seller';
  readerId: string | null;
}

export interface ReadingContext {
  reader: ThreadReader;
  /** The seller accepted a booking of this buyer's for this listing: nothing is hidden any more. */
  revealed: boolean;
  /** The other side's read mark: the reader's messages up to it are seen. */
  otherReadAt: Date | null;
}

/**
 * A message as one reader may see it (issue 39 §3). Before the seller accepts, the other side's phone
 * numbers, emails and links are hidden (`masked`); the writer reads their own as written, with the same
 * flag telling them the other side does not see those parts. A scam warning is the receiver's. An admin
 * reads everything as written, with every scam flag.
 */
export function messageAnswer(
  row: MessageRow,
  extra: { senderName: string; offer: Offer | null },
  context: ReadingContext,
): Message {
  const { reader, revealed, otherReadAt } = context;
  const mine = reader.readerId !== null && row.senderId === reader.readerId;
  const warnings: MessageWarning[] = [];
  let body = row.body;
  if (body !== null && reader.readerId !== null && !revealed) {
    const masked = maskContacts(body);
    if (masked.masked) {
      warnings.push('masked');
      if (!mine) body = masked.text;
    }
  }
  if (row.scam && !mine) warnings.push('scam');
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: row.kind,
    offerStep: row.offerStep,
    mine,
    senderName: extra.senderName,
    body,
    photo: row.photo,
    warnings,
    offer: extra.offer,
    createdAt: row.createdAt.toISOString(),
    seen: mine && otherReadAt !== null && otherReadAt >= row.createdAt,
  };
}

/** A thread's last message as the list shows it: its text as the reader may see it, or null (a photo or an offer alone). */
export function previewOf(
  body: string | null,
  mine: boolean,
  context: Pick<ReadingContext, 'reader' | 'revealed'>,
): string | null {
  if (body === null || mine || context.reader.readerId === null || context.revealed) return body;
  return maskContacts(body).text;
}
