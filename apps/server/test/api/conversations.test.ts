import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList, Message, MessageReport } from '@phonehaat/contract';
import { messagingLimits } from '@phonehaat/contract';
import {
  conversationReads,
  conversations,
  messages,
  notifications,
  offers,
  products,
  userEvents,
  users,
} from '../../src/db/schema/index.ts';
import { MASK } from '../../src/services/conversations/contact-masking.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import { databaseKinds, type Actor } from '../support/test-app.ts';

const OWN_PHOTO = '/uploads/0123456789abcdef0123456789abcdef-640.webp';
const SELLER_PHONE = '+8801719000001';

/**
 * Issue 39 §1, §3, §6 through the API: one thread per buyer and listing, read marks, access for its two
 * sides only (admins through a dispute or a report, logged), contact masking until the seller accepts,
 * scam warnings, blocks, reports, photos, limits, and the thread outliving the listing and an account.
 */
describe.each(databaseKinds)('conversations on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  // Every test starts a minute later, so the seller's messages of one test never count against the next's limit.
  beforeEach(() => clock.advance(61_000));

  const newProduct = (name = 'Galaxy S21 128GB') =>
    makeProduct(deal.db, deal.seller, deal.category, { productName: name, selling: 30_000 });
  const start = async (buyer: Actor, productId: string, text = 'Is it still available?') => {
    const response = await deal.call(buyer, 'POST', '/conversations', { productId, text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ conversationId: string }>().conversationId;
  };
  /** A message a second after the last, so a thread's order is its writing order. */
  const say = async (actor: Actor, conversationId: string, text: string) => {
    clock.advance(1_000);
    const response = await deal.call(actor, 'POST', `/conversations/${conversationId}/messages`, { text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Message>();
  };
  const detail = async (actor: Actor, conversationId: string) => {
    const response = await deal.call(actor, 'GET', `/conversations/${conversationId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConversationDetail>();
  };
  const list = async (actor: Actor) => {
    const response = await deal.call(actor, 'GET', '/conversations');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ConversationList>();
  };
  const bodies = (thread: ConversationDetail) => thread.messages.map((item) => item.body);
  const messageCount = async () => (await deal.db.select({ n: count() }).from(messages))[0]!.n;
  const patch = (actor: Actor, url: string, payload: object) =>
    deal.app.inject({ method: 'PATCH', url: `/api${url}`, headers: actor.auth, payload });
  /** A phone sold to `buyer` and reported broken: the order is disputed. */
  async function disputedOrder(buyer: Actor, productId: string): Promise<string> {
    const orderId = await deal.book(buyer, productId);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code });
    await deal.act(buyer, orderId, 'dispute', { reason: 'not_working', text: 'No signal at all' });
    return orderId;
  }

  it('opens one thread per buyer and listing, reuses it, and lists it with unread counts, read marks and seen ticks', async () => {
    const buyer = await deal.signUp(undefined, { name: 'Rahim Uddin' });
    const product = await newProduct('Pixel 7 Pro');
    const id = await start(buyer, product.id);
    clock.advance(1_000);
    expect(await start(buyer, product.id, 'Can we meet in Mirpur?')).toBe(id);

    const sellers = await list(deal.seller);
    expect(sellers.items.find((item) => item.id === id)).toMatchObject({
      productId: product.id,
      productName: 'Pixel 7 Pro',
      price: 30_000,
      productGone: false,
      role: 'seller',
      other: { id: buyer.id, name: 'Rahim Uddin' },
      lastMessage: 'Can we meet in Mirpur?',
      unread: 2,
      blocked: false,
    });
    const sellerUnread = (await deal.call(deal.seller, 'GET', '/conversations/unread-count')).json<{ unread: number }>().unread;
    expect(sellerUnread).toBe(sellers.unread);
    expect(sellerUnread).toBeGreaterThanOrEqual(1);
    expect((await list(buyer)).items).toMatchObject([{ id, role: 'buyer', unread: 0, other: { id: deal.seller.id } }]);
    expect((await list(buyer)).unread).toBe(0);
    // Two messages before the seller read: one notification.
    const told = await deal.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, deal.seller.id),
          eq(notifications.kind, 'message_received'),
          sql`${notifications.params}->>'conversationId' = ${id}`,
        ),
      );
    expect(told[0]!.n).toBe(1);

    const before = await detail(buyer, id);
    expect(before.messages.map((item) => [item.body, item.mine, item.seen, item.senderName])).toEqual([
      ['Is it still available?', true, false, 'Rahim Uddin'],
      ['Can we meet in Mirpur?', true, false, 'Rahim Uddin'],
    ]);
    expect(before).toMatchObject({ canWrite: true, canOffer: true, orderId: null, openOffer: null, otherPhone: null });

    clock.advance(1_000);
    expect((await deal.call(deal.seller, 'POST', `/conversations/${id}/read`)).json()).toEqual({ ok: true });
    expect((await list(deal.seller)).items.find((item) => item.id === id)?.unread).toBe(0);
    expect((await detail(buyer, id)).messages.every((item) => item.seen)).toBe(true);
    const readEvents = await deal.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, buyer.id), eq(userEvents.kind, 'read')));
    expect(readEvents.map((event) => event.data)).toEqual([{ conversationId: id }]);

    const reply = await say(deal.seller, id, 'Yes, Mirpur 10 at 5 pm');
    expect(reply).toMatchObject({ mine: true, seen: false, body: 'Yes, Mirpur 10 at 5 pm', kind: 'text', warnings: [] });
    expect((await list(buyer)).items[0]).toMatchObject({ unread: 1, lastMessage: 'Yes, Mirpur 10 at 5 pm' });
    expect((await deal.call(buyer, 'GET', '/conversations/unread-count')).json()).toEqual({ unread: 1 });
    expect((await detail(buyer, id)).messages.at(-1)).toMatchObject({ mine: false, seen: false, senderName: deal.seller.name });
  });

  it('refuses a thread about one’s own listing or a listing not live, and keeps a thread whose listing was sold or removed', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    expect((await deal.call(deal.seller, 'POST', '/conversations', { productId: product.id, text: 'hi' })).statusCode).toBe(403);
    expect(
      (await deal.call(buyer, 'POST', '/conversations', { productId: '00000000-0000-4000-8000-000000000000', text: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect((await deal.call(buyer, 'POST', '/conversations', { productId: 'not-an-id', text: 'hi' })).statusCode).toBe(404);
    expect((await deal.call(buyer, 'POST', '/conversations', { productId: product.id, text: '   ' })).statusCode).toBe(400);

    const id = await start(buyer, product.id);
    await deal.db.update(products).set({ status: 'sold' }).where(eq(products.id, product.id));
    expect(await detail(buyer, id)).toMatchObject({ productGone: true, canOffer: false, canWrite: true });
    await deal.db.update(products).set({ status: 'available', deletedAt: new Date() }).where(eq(products.id, product.id));
    const late = await deal.signUp();
    expect((await deal.call(late, 'POST', '/conversations', { productId: product.id, text: 'hi' })).statusCode).toBe(404);
    clock.advance(1_000);
    expect(await start(buyer, product.id, 'Still there?')).toBe(id);
    const thread = await detail(deal.seller, id);
    expect(thread.productGone).toBe(true);
    expect(bodies(thread)).toEqual(['Is it still available?', 'Still there?']);
  });

  it('shows a thread to its buyer and seller only: anyone else, admins included, is told there is none', async () => {
    const buyer = await deal.signUp();
    const stranger = await deal.signUp('Seller');
    const id = await start(buyer, (await newProduct()).id);
    const before = await messageCount();
    for (const actor of [stranger, deal.admin]) {
      expect((await deal.call(actor, 'GET', `/conversations/${id}`)).statusCode).toBe(404);
      expect((await deal.call(actor, 'POST', `/conversations/${id}/messages`, { text: 'hello' })).statusCode).toBe(404);
      expect((await deal.call(actor, 'POST', `/conversations/${id}/read`)).statusCode).toBe(404);
      expect((await deal.call(actor, 'PUT', `/conversations/${id}/block`, { blocked: true })).statusCode).toBe(404);
      expect((await list(actor)).items.some((item) => item.id === id)).toBe(false);
    }
    expect((await deal.call(buyer, 'GET', '/conversations/not-a-uuid')).statusCode).toBe(404);
    expect((await deal.app.inject({ method: 'GET', url: `/api/conversations/${id}` })).statusCode).toBe(401);
    expect((await deal.app.inject({ method: 'GET', url: '/api/conversations' })).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });

  it('lets an admin read a thread only through a dispute or a report that points at it, and logs each read', async () => {
    const buyer = await deal.signUp();
    const other = await deal.signUp();
    const product = await newProduct();
    const id = await start(buyer, product.id, 'Is the IMEI clean? Call 01712345678');
    const undisputed = await deal.book(other, (await newProduct()).id);
    const orderId = await disputedOrder(buyer, product.id);
    const reads = async () => deal.db.select().from(conversationReads).where(eq(conversationReads.conversationId, id));

    expect((await deal.call(deal.admin, 'GET', `/admin/disputes/${orderId}/conversation`)).json()).toEqual({
      conversationId: id,
    });
    expect((await deal.call(deal.admin, 'GET', `/admin/disputes/${undisputed}/conversation`)).statusCode).toBe(404);
    expect((await deal.call(buyer, 'GET', `/admin/disputes/${orderId}/conversation`)).statusCode).toBe(403);

    for (const query of [
      `via=dispute&ref=${undisputed}`,
      'via=dispute&ref=00000000-0000-4000-8000-000000000000',
      `via=report&ref=${orderId}`,
      'via=dispute&ref=x',
    ]) {
      expect((await deal.call(deal.admin, 'GET', `/admin/conversations/${id}?${query}`)).statusCode, query).toBe(404);
    }
    expect((await deal.call(deal.admin, 'GET', `/admin/conversations/${id}`)).statusCode).toBe(400);
    expect((await deal.call(buyer, 'GET', `/admin/conversations/${id}?via=dispute&ref=${orderId}`)).statusCode).toBe(403);
    expect(await reads()).toEqual([]);

    const read = await deal.call(deal.admin, 'GET', `/admin/conversations/${id}?via=dispute&ref=${orderId}`);
    expect(read.statusCode, read.body).toBe(200);
    // The evidence as written: nothing masked, nothing the admin's own, no way to write.
    expect(read.json<ConversationDetail>()).toMatchObject({
      id,
      role: 'buyer',
      other: { id: deal.seller.id },
      canWrite: false,
      canOffer: false,
      messages: [{ body: 'Is the IMEI clean? Call 01712345678', mine: false, warnings: [] }],
    });
    expect((await reads()).map((row) => [row.adminId, row.via, row.ref])).toEqual([[deal.admin.id, 'dispute', orderId]]);
  });

  it('masks phone numbers, emails and links both ways until the seller accepts a booking, then shows them and each side’s phone', async () => {
    await deal.db.update(users).set({ phoneNumber: SELLER_PHONE, phoneNumberVerified: true }).where(eq(users.id, deal.seller.id));
    const buyer = await deal.signUp();
    const rival = await deal.signUp();
    const product = await newProduct();
    const id = await start(buyer, product.id, 'Call me on 01712-345678 or mail rahim@example.com');
    await say(deal.seller, id, 'আমার নম্বর ০১৮১২৩৪৫৬৭৮, ছবি www.example.com/p এ');

    const sellerView = await detail(deal.seller, id);
    expect(sellerView.messages.map((item) => [item.body, item.warnings])).toEqual([
      [`Call me on ${MASK} or mail ${MASK}`, ['masked']],
      ['আমার নম্বর ০১৮১২৩৪৫৬৭৮, ছবি www.example.com/p এ', ['masked']],
    ]);
    const buyerView = await detail(buyer, id);
    expect(buyerView.messages.map((item) => [item.body, item.warnings])).toEqual([
      ['Call me on 01712-345678 or mail rahim@example.com', ['masked']],
      [`আমার নম্বর ${MASK}, ছবি ${MASK} এ`, ['masked']],
    ]);
    expect((await list(buyer)).items[0]!.lastMessage).toBe(`আমার নম্বর ${MASK}, ছবি ${MASK} এ`);
    expect([buyerView.otherPhone, sellerView.otherPhone]).toEqual([null, null]);

    // A booking declined before the seller accepted it reveals nothing; an accepted one does.
    const declined = await deal.book(buyer, product.id);
    await deal.act(deal.seller, declined, 'decline', { reason: 'Meet-up place too far' });
    expect((await detail(buyer, id)).messages[1]!.warnings).toEqual(['masked']);
    clock.advance(1_000);
    const orderId = await deal.book(buyer, product.id);
    await deal.book(rival, product.id);
    expect((await deal.order(buyer, orderId)).otherPhone).toBeNull();
    expect((await deal.order(deal.seller, orderId)).otherPhone).toBeNull();
    await deal.act(deal.seller, orderId, 'accept');

    const after = await detail(buyer, id);
    expect(after.messages.map((item) => [item.body, item.warnings])).toEqual([
      ['Call me on 01712-345678 or mail rahim@example.com', []],
      ['আমার নম্বর ০১৮১২৩৪৫৬৭৮, ছবি www.example.com/p এ', []],
    ]);
    expect(bodies(await detail(deal.seller, id))).toEqual(bodies(after));
    expect(after).toMatchObject({ otherPhone: SELLER_PHONE, orderId, canOffer: false });
    expect((await detail(deal.seller, id)).otherPhone).toBe('01711111111');
    expect((await list(buyer)).items[0]!.lastMessage).toBe('আমার নম্বর ০১৮১২৩৪৫৬৭৮, ছবি www.example.com/p এ');
    // The order pages too: each side the other's number; an admin's answer as before.
    expect((await deal.order(buyer, orderId)).otherPhone).toBe(SELLER_PHONE);
    expect((await deal.order(deal.seller, orderId)).otherPhone).toBe('01711111111');
    expect((await deal.order(deal.admin, orderId)).otherPhone).toBeUndefined();

    // Another buyer of the same phone, not accepted, still reads the seller's contacts masked.
    const rivalThread = await start(rival, product.id, 'Is it sold?');
    await say(deal.seller, rivalThread, 'Call 01812345678');
    expect(bodies(await detail(rival, rivalThread))).toEqual(['Is it sold?', `Call ${MASK}`]);
  });

  it('warns the receiver, and only the receiver, of a message that looks like a payment asked outside PhoneHaat', async () => {
    const buyer = await deal.signUp();
    const id = await start(buyer, (await newProduct()).id);
    const advance = await say(deal.seller, id, 'Send 2000 advance to my bKash 01712345678 and I keep it for you');
    const link = await say(deal.seller, id, 'অথবা এখানে টাকা দিন: bkash-pay.xyz/abc');
    const honest = await say(deal.seller, id, 'You can pay on PhoneHaat after I accept');
    expect([advance.warnings, link.warnings, honest.warnings]).toEqual([['masked'], ['masked'], []]);
    expect((await detail(buyer, id)).messages.slice(1).map((item) => item.warnings)).toEqual([
      ['masked', 'scam'],
      ['masked', 'scam'],
      [],
    ]);
    expect((await detail(deal.seller, id)).messages.slice(1).map((item) => item.warnings)).toEqual([['masked'], ['masked'], []]);
    const stored = await deal.db.select({ scam: messages.scam }).from(messages).where(eq(messages.id, advance.id));
    expect(stored).toEqual([{ scam: true }]);
  });

  it('stops both sides writing once either blocks the other, and unblocking lets them write again', async () => {
    const buyer = await deal.signUp();
    const id = await start(buyer, (await newProduct()).id);
    const second = await newProduct('Redmi Note 12');
    for (let time = 0; time < 2; time += 1) {
      expect((await deal.call(buyer, 'PUT', `/conversations/${id}/block`, { blocked: true })).json()).toEqual({ blocked: true });
    }
    const before = await messageCount();
    const toBuyer = await deal.call(deal.seller, 'POST', `/conversations/${id}/messages`, { text: 'Why?' });
    expect(toBuyer.statusCode).toBe(403);
    expect(toBuyer.json()).toMatchObject({ code: 'FORBIDDEN', detail: { canWrite: false, reason: 'blocked_you' } });
    const fromBuyer = await deal.call(buyer, 'POST', `/conversations/${id}/messages`, { text: 'Sorry' });
    expect(fromBuyer.json()).toMatchObject({ detail: { canWrite: false, reason: 'you_blocked' } });
    // A block is between the two people: no new thread about another of the seller's phones either.
    expect((await deal.call(buyer, 'POST', '/conversations', { productId: second.id, text: 'And this one?' })).statusCode).toBe(
      403,
    );
    expect(await messageCount()).toBe(before);
    expect(await detail(buyer, id)).toMatchObject({ blocked: true, canWrite: false, canOffer: false });
    expect(await detail(deal.seller, id)).toMatchObject({ blocked: false, canWrite: false });
    expect((await list(buyer)).items[0]!.blocked).toBe(true);

    for (let time = 0; time < 2; time += 1) {
      expect((await deal.call(buyer, 'PUT', `/conversations/${id}/block`, { blocked: false })).json()).toEqual({
        blocked: false,
      });
    }
    await say(deal.seller, id, 'Still available');
    expect(await detail(buyer, id)).toMatchObject({ blocked: false, canWrite: true });
  });

  it('takes a report of a message from its receiver only, into the admins’ queue, and lets an admin read the thread through it and decide', async () => {
    const buyer = await deal.signUp(undefined, { name: 'Karim Reporter' });
    const stranger = await deal.signUp();
    const id = await start(buyer, (await newProduct()).id);
    const bad = await say(deal.seller, id, 'Pay 500 token on Nagad 01912345678 first');
    const report = (actor: Actor, messageId = bad.id) =>
      deal.call(actor, 'POST', `/messages/${messageId}/report`, { reason: 'scam', text: 'Asks for money first' });

    expect((await report(deal.seller)).statusCode).toBe(404);
    expect((await report(stranger)).statusCode).toBe(404);
    expect((await report(buyer, 'not-an-id')).statusCode).toBe(404);
    const made = await report(buyer);
    expect(made.statusCode, made.body).toBe(201);
    const reportId = made.json<{ id: string }>().id;
    expect((await report(buyer)).statusCode).toBe(409);

    expect((await deal.call(buyer, 'GET', '/admin/message-reports')).statusCode).toBe(403);
    const queue = (await deal.call(deal.admin, 'GET', '/admin/message-reports')).json<MessageReport[]>();
    expect(queue.find((item) => item.id === reportId)).toEqual({
      id: reportId,
      conversationId: id,
      messageId: bad.id,
      reason: 'scam',
      text: 'Asks for money first',
      reporterName: 'Karim Reporter',
      createdAt: expect.any(String),
      status: 'open',
      messageBody: 'Pay 500 token on Nagad 01912345678 first',
      messageSenderName: deal.seller.name,
    });

    const read = await deal.call(deal.admin, 'GET', `/admin/conversations/${id}?via=report&ref=${reportId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ConversationDetail>().messages.at(-1)).toMatchObject({ id: bad.id, warnings: ['scam'] });
    const logged = await deal.db.select().from(conversationReads).where(eq(conversationReads.ref, reportId));
    expect(logged.map((row) => row.via)).toEqual(['report']);

    expect((await patch(buyer, `/admin/message-reports/${reportId}`, { status: 'upheld' })).statusCode).toBe(403);
    expect((await patch(deal.admin, `/admin/message-reports/${reportId}`, { status: 'maybe' })).statusCode).toBe(400);
    const decided = await patch(deal.admin, `/admin/message-reports/${reportId}`, { status: 'upheld' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<MessageReport>().status).toBe('upheld');
    expect((await patch(deal.admin, `/admin/message-reports/${reportId}`, { status: 'dismissed' })).statusCode).toBe(409);
    expect(
      (await patch(deal.admin, '/admin/message-reports/00000000-0000-4000-8000-000000000000', { status: 'dismissed' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await deal.call(deal.admin, 'GET', '/admin/message-reports')).json<MessageReport[]>().some((item) => item.id === reportId),
    ).toBe(false);
  });

  it('takes photos only from PhoneHaat’s own image pipeline', async () => {
    const buyer = await deal.signUp();
    const id = await start(buyer, (await newProduct()).id);
    const send = (payload: object) => {
      clock.advance(1_000);
      return deal.call(buyer, 'POST', `/conversations/${id}/messages`, payload);
    };
    const photo = await send({ photo: OWN_PHOTO });
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json<Message>()).toMatchObject({ body: null, photo: OWN_PHOTO });
    expect((await send({ text: 'The scratch', photo: OWN_PHOTO })).statusCode).toBe(201);
    const before = await messageCount();
    for (const payload of [
      { photo: 'https://evil.example/track.jpg' },
      { photo: '/uploads/../secret.webp' },
      { text: ' ' },
      {},
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await messageCount()).toBe(before);
    expect((await list(deal.seller)).items.find((item) => item.id === id)?.lastMessage).toBe('The scratch');
  });

  it('keeps the thread readable for the other side after a person deletes their account', async () => {
    const buyer = await deal.signUp(undefined, { name: 'Soon Gone' });
    const id = await start(buyer, (await newProduct()).id, 'I will take it');
    await say(deal.seller, id, 'Great');
    const deleted = await deal.app.inject({ method: 'DELETE', url: '/api/users/me', headers: buyer.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ kept: string[] }>().kept).toContain('messages');

    expect((await list(deal.seller)).items.find((item) => item.id === id)?.other).toMatchObject({
      id: buyer.id,
      name: 'Deleted user',
      photo: null,
    });
    const thread = await detail(deal.seller, id);
    expect(thread.messages.map((item) => [item.senderName, item.body])).toEqual([
      ['Deleted user', 'I will take it'],
      [deal.seller.name, 'Great'],
    ]);
    expect(thread.canWrite).toBe(false);
    const refused = await deal.call(deal.seller, 'POST', `/conversations/${id}/messages`, { text: 'Hello?' });
    expect(refused.json()).toMatchObject({ detail: { canWrite: false, reason: 'account_closed' } });
    expect(await deal.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id))).toHaveLength(1);
  });

  it('limits new conversations a day (fewer for a new account without a verified phone) and messages a minute', async () => {
    const buyer = await deal.signUp();
    const listings = await Promise.all(
      Array.from({ length: messagingLimits.conversationsPerDayNewAccount + 1 }, () => newProduct()),
    );
    const threads: string[] = [];
    for (const listing of listings.slice(0, -1)) threads.push(await start(buyer, listing.id));
    const before = await messageCount();
    const refused = await deal.call(buyer, 'POST', '/conversations', { productId: listings.at(-1)!.id, text: 'And this one?' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: { limit: 'conversations_per_day', max: messagingLimits.conversationsPerDayNewAccount },
    });
    expect(refused.json<{ message: string }>().message).toMatch(/Verify your phone number/);
    expect(await messageCount()).toBe(before);
    // An existing thread goes on; a verified phone lifts the new account's limit.
    expect(await start(buyer, listings[0]!.id, 'Still there?')).toBe(threads[0]);
    await deal.db.update(users).set({ phoneNumberVerified: true }).where(eq(users.id, buyer.id));
    await start(buyer, listings.at(-1)!.id);

    clock.advance(61_000);
    const send = (text: string) => deal.call(buyer, 'POST', `/conversations/${threads[1]}/messages`, { text });
    for (let n = 0; n < messagingLimits.messagesPerMinute; n += 1) expect((await send(`message ${n}`)).statusCode).toBe(201);
    const flood = await send('one too many');
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toMatchObject({
      code: 'RATE_LIMITED',
      detail: { limit: 'messages_per_minute', max: messagingLimits.messagesPerMinute },
    });
    clock.advance(60_000);
    expect((await send('a minute later')).statusCode).toBe(201);
  });

  // On PGlite one connection runs them in turn; on PostgreSQL they race, and the sender's row lock orders them.
  it('sends exactly the minute’s limit of thirty simultaneous messages by one sender', async () => {
    const buyer = await deal.signUp();
    const id = await start(buyer, (await newProduct()).id);
    clock.advance(61_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => deal.call(buyer, 'POST', `/conversations/${id}/messages`, { text: `at once ${n}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(messagingLimits.messagesPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - messagingLimits.messagesPerMinute);
    const written = await deal.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, id));
    expect(written[0]!.n).toBe(1 + messagingLimits.messagesPerMinute);
  });

  it('finds the thread of a listing for its buyer and of an order for its two sides', async () => {
    const buyer = await deal.signUp();
    const stranger = await deal.signUp();
    const product = await newProduct();
    expect((await deal.call(buyer, 'GET', `/products/${product.id}/conversation`)).json()).toEqual({ conversationId: null });
    const id = await start(buyer, product.id);
    expect((await deal.call(buyer, 'GET', `/products/${product.id}/conversation`)).json()).toEqual({ conversationId: id });
    expect((await deal.call(stranger, 'GET', `/products/${product.id}/conversation`)).json()).toEqual({ conversationId: null });
    expect((await deal.call(buyer, 'GET', '/products/not-an-id/conversation')).json()).toEqual({ conversationId: null });

    const orderId = await deal.book(buyer, product.id);
    expect((await deal.call(buyer, 'GET', `/orders/${orderId}/conversation`)).json()).toEqual({ conversationId: id });
    expect((await deal.call(deal.seller, 'GET', `/orders/${orderId}/conversation`)).json()).toEqual({ conversationId: id });
    expect((await deal.call(stranger, 'GET', `/orders/${orderId}/conversation`)).statusCode).toBe(403);
    expect((await deal.call(buyer, 'GET', '/orders/00000000-0000-4000-8000-000000000000/conversation')).statusCode).toBe(404);
    expect(await detail(buyer, id)).toMatchObject({ orderId, canOffer: false });
  });

  it('shows an offer in its message and as the thread’s open offer, and then no new offer may be made', async () => {
    const buyer = await deal.signUp();
    const product = await newProduct();
    const id = await start(buyer, product.id);
    const now = clock.now();
    const [offer] = await deal.db
      .insert(offers)
      .values({
        conversationId: id,
        productId: product.id,
        buyerId: buyer.id,
        sellerId: deal.seller.id,
        madeBy: 'buyer',
        amount: 27_000,
        pickUpLocation: 'Mirpur 10',
        phone: '01711111111',
        expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
        createdAt: now,
      })
      .returning();
    await deal.db.insert(messages).values({
      conversationId: id,
      senderId: buyer.id,
      kind: 'offer',
      offerId: offer!.id,
      offerStep: 'made',
      createdAt: new Date(now.getTime() + 1),
    });
    const thread = await detail(deal.seller, id);
    expect(thread.openOffer).toMatchObject({ id: offer!.id, amount: 27_000, madeBy: 'buyer', state: 'pending' });
    expect(thread.messages.at(-1)).toMatchObject({
      kind: 'offer',
      offerStep: 'made',
      body: null,
      offer: { id: offer!.id, amount: 27_000 },
    });
    expect(thread.canOffer).toBe(false);
    // The list says what the last message was, having no text to show.
    expect((await list(deal.seller)).items.find((item) => item.id === id)).toMatchObject({ lastMessage: null, lastMessageKind: 'offer' });
    expect((await detail(buyer, id)).canOffer).toBe(false);
  });
});
