import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { bookings, conversations, products, users } from '../../db/schema/index.ts';
import { sendMessage } from '../../services/conversations/send-message.ts';
import { startConversation } from '../../services/conversations/start-conversation.ts';
import { counterOffer } from '../../services/offers/counter-offer.ts';
import { makeOffer } from '../../services/offers/make-offer.ts';
import { demoPeople } from './catalogue.ts';

const MINUTE = 60_000;
/** The demo's own host: a link there is no scam. */
const ownHost = 'localhost';

/**
 * Issue 39's demo: the demo buyer (Sadia) has asked Rahim about one of his phones, he answered, she
 * offered less and he countered, so Messages, a thread with an open counter-offer and the seller's side
 * have something to show. Made through the app's own use cases, minutes apart; a second run adds nothing.
 */
export async function seedDemoConversations(db: Database, now = new Date()): Promise<number> {
  const emails = ['rahim', 'sadia'].map((key) => demoPeople.find((person) => person.key === key)!.email);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, verify: users.verify, image: users.image })
    .from(users)
    .where(inArray(users.email, emails));
  const seller = people.find((person) => person.email === emails[0]) as Viewer | undefined;
  const buyer = people.find((person) => person.email === emails[1]) as Viewer | undefined;
  if (!seller || !buyer) return 0;
  const [already] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.buyerId, buyer.id))
    .limit(1);
  if (already) return 0;

  // One of Rahim's phones on sale that Sadia has not booked.
  const candidates = await db
    .select({ id: products.id, selling: products.selling })
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.isListed, true), isNull(products.deletedAt)))
    .limit(20);
  const booked = new Set(
    (await db.select({ productId: bookings.productId }).from(bookings).where(eq(bookings.buyerId, buyer.id))).map(
      (row) => row.productId,
    ),
  );
  const product = candidates.find((candidate) => !booked.has(candidate.id));
  if (!product) return 0;

  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const context = (minutesAgo: number) => ({ now: at(minutesAgo), ownHost, imageBases: [] as string[] });
  const { conversationId } = await startConversation(
    db,
    buyer,
    { productId: product.id, text: 'Assalamu alaikum! Is the battery original, and is the box with it?' },
    { now: at(95), ownHost },
  );
  await sendMessage(
    db,
    seller,
    conversationId,
    { text: 'Walaikum assalam. Yes, original battery at 89% health, box and cable included.' },
    context(80),
  );
  await sendMessage(db, buyer, conversationId, { text: 'Can we meet at Bashundhara City after 5 pm?' }, context(70));
  const round = (taka: number) => Math.round(taka / 500) * 500;
  const offer = await makeOffer(
    db,
    buyer,
    {
      productId: product.id,
      amount: round(product.selling * 0.9),
      pickUpLocation: 'Bashundhara City, Panthapath, Dhaka',
      phone: '01712345678',
    },
    at(60),
  );
  await counterOffer(db, seller, offer.id, round(product.selling * 0.95), at(40));
  return 1;
}
