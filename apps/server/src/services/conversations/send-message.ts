import { eq } from 'drizzle-orm';
import { isImageUnder, type Message, type MessageBody } from '@phonehaat/contract';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { conversations, products } from '../../db/schema/index.ts';
import { invalidField } from '../../errors/app-error.ts';
import { appendMessage } from './append-message.ts';
import { refuseIfCannotWrite } from './blocks.ts';
import { acceptedBookingOf } from './contact-reveal.ts';
import { checkSendingLimits } from './messaging-limits.ts';
import { looksLikeScam } from './scam-signals.ts';
import { conversationOfParty, otherPartyOf, readMarkOf } from './thread-of-party.ts';
import { threadMessages } from './thread-messages.ts';

export const photoNotOursMessage = 'Add the photo through PhoneHaat’s photo upload';

export interface SendContext {
  now: Date;
  /** PhoneHaat's host: a payment link there is no scam. */
  ownHost: string;
  /** Where our image pipeline's photos live (services/images/own-image-bases.ts). */
  imageBases: readonly string[];
}

/**
 * A buyer or seller writes in their conversation: text, a photo, or both. The photo must be one our image
 * pipeline made (re-encoded, EXIF removed): an address elsewhere would tell its owner who opened the
 * thread. Refused when either blocked the other or the other closed their account; counted against the
 * sending limits. Answers the message as its writer sees it.
 */
export async function sendMessage(
  db: Database,
  writer: Viewer,
  conversationId: string,
  body: MessageBody,
  context: SendContext,
): Promise<Message> {
  const { conversation, side } = await conversationOfParty(db, writer.id, conversationId);
  if (body.photo && !isImageUnder(body.photo, context.imageBases))
    throw invalidField('photo', photoNotOursMessage, 'photos_not_ours');
  const otherId = otherPartyOf(conversation, side);
  const text = body.text || null;
  const written = await db.transaction(async (tx) => {
    await refuseIfCannotWrite(tx, writer.id, otherId);
    await checkSendingLimits(tx, writer.id, context.now, { opensConversation: false });
    // The thread as it is now, in this transaction: its read marks decide whether the other side is told.
    const [current] = await tx.select().from(conversations).where(eq(conversations.id, conversation.id)).limit(1);
    const [product] = await tx
      .select({ name: products.productName })
      .from(products)
      .where(eq(products.id, conversation.productId));
    const scam = text !== null && looksLikeScam(text, context.ownHost);
    const row = await appendMessage(
      tx,
      current!,
      { senderId: writer.id, kind: 'text', body: text, photo: body.photo ?? null, scam },
      context.now,
      {
        name: product?.name ?? '',
      },
    );
    return { id: row.id, otherReadAt: readMarkOf(current!, side === 'buyer' ? 'seller' : 'buyer') };
  });
  const revealed = (await acceptedBookingOf(db, conversation.buyerId, conversation.productId)) !== null;
  const reading = { reader: { side, readerId: writer.id }, revealed, otherReadAt: written.otherReadAt };
  const [message] = await threadMessages(db, conversation, reading, context.now, { only: written.id });
  return message!;
}
