import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationKind, NotificationPage, NotificationSettings } from '@phonehaat/contract';
import { notificationDeliveries, notifications, users } from '../../src/db/schema/index.ts';
import { notify } from '../../src/services/notifications/notify.ts';
import { notifyDeadlines } from '../../src/services/notifications/deadline-notifications.ts';
import { dealWindows } from '../../src/services/orders/deal-windows.ts';
import { dealFixture, TestClock } from '../support/deal.ts';
import { makeProduct } from '../support/factories.ts';
import type { Actor } from '../support/test-app.ts';
import { databaseKinds } from '../support/test-app.ts';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  const clock = new TestClock();
  const deal = dealFixture(kind, clock);

  const inbox = async (actor: Actor) => {
    const response = await deal.call(actor, 'GET', '/notifications?limit=50');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>();
  };
  /** Each kind this person was told of, as many times as told, sorted (the test clock stands still: one instant). */
  const kindsOf = async (actor: Actor): Promise<NotificationKind[]> => (await inbox(actor)).items.map((item) => item.kind).sort();
  /** The kinds told since `before` (an earlier kindsOf). */
  const since = (before: NotificationKind[], now: NotificationKind[]) => {
    const rest = [...now];
    for (const kind of before) rest.splice(rest.indexOf(kind), 1);
    return rest;
  };
  const newProduct = (price = 30_000, name = 'Galaxy S21 128GB') =>
    makeProduct(deal.db, deal.seller, deal.category, { selling: price, productName: name });

  it('tells the seller of a booking once, in the bell, with the phone, the buyer and a link to the order', async () => {
    const before = (await inbox(deal.seller)).unread;
    const buyer = await deal.signUp(undefined, { name: 'Rahim Uddin' });
    const product = await newProduct(25_000, 'Pixel 7 Pro');
    const orderId = await deal.book(buyer, product.id);

    const page = await inbox(deal.seller);
    expect(page.unread).toBe(before + 1);
    expect(page.items[0]).toMatchObject({
      kind: 'booking_made',
      params: { orderId, product: 'Pixel 7 Pro', name: 'Rahim Uddin', amount: 2_500_000 },
      link: `/dashboard/orders/${orderId}`,
      readAt: null,
    });
    expect(await kindsOf(buyer)).toEqual([]);
    // Email is on by default; SMS waits for a verified phone, push for a subscription.
    const deliveries = await deal.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, page.items[0]!.id));
    expect(deliveries.map((row) => [row.channel, row.state])).toEqual([['email', 'pending']]);
  });

  it('marks one read, refuses another person’s, and marks all read', async () => {
    const buyer = await deal.signUp();
    const stranger = await deal.signUp();
    await deal.book(buyer, (await newProduct()).id);
    await deal.book(buyer, (await newProduct()).id);
    const page = await inbox(deal.seller);
    const first = page.items[0]!;

    const foreign = await deal.call(stranger, 'POST', `/notifications/${first.id}/read`);
    expect(foreign.statusCode).toBe(404);
    const read = await deal.call(deal.seller, 'POST', `/notifications/${first.id}/read`);
    expect(read.json()).toEqual({ unread: page.unread - 1 });
    expect((await deal.call(deal.seller, 'POST', `/notifications/${first.id}/read`)).json()).toEqual({ unread: page.unread - 1 });
    expect((await deal.call(deal.seller, 'POST', '/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await deal.call(deal.seller, 'GET', '/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect((await deal.app.inject('/api/notifications/unread-count')).statusCode).toBe(401);
  });

  it('tells each side of each step of a whole deal exactly once', async () => {
    const buyer = await deal.signUp();
    const rival = await deal.signUp();
    const product = await newProduct();
    const sellerBefore = await kindsOf(deal.seller);
    const orderId = await deal.book(buyer, product.id);
    const rivalOrder = await deal.book(rival, product.id);
    await deal.act(deal.seller, orderId, 'accept');
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code });
    await deal.act(buyer, orderId, 'received');
    expect((await deal.call(buyer, 'POST', `/orders/${orderId}/review`, { rating: 5 })).statusCode).toBe(201);

    expect(await kindsOf(buyer)).toEqual(['booking_accepted', 'order_handed_over', 'order_paid']);
    expect(await kindsOf(rival)).toEqual(['booking_declined']);
    expect(since(sellerBefore, await kindsOf(deal.seller))).toEqual([
      'booking_made',
      'booking_made',
      'order_completed',
      'order_paid',
      'rating_received',
    ]);
    const declined = (await inbox(rival)).items[0]!;
    expect(declined.params).toMatchObject({ orderId: rivalOrder, note: 'Another buyer has paid for this phone' });
  });

  it('tells both sides and the admins of a dispute, and of its refund', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    const code = (await deal.order(buyer, orderId)).handoverCode!;
    await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code });
    const adminBefore = await kindsOf(deal.admin);
    expect((await deal.call(buyer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_working', text: 'The screen is cracked under the case' })).statusCode).toBe(200);
    expect((await deal.call(deal.admin, 'POST', `/disputes/${orderId}/resolve`, { outcome: 'refund', note: 'Refunded in full' })).statusCode).toBe(200);

    expect(await kindsOf(buyer)).toEqual(['dispute_opened', 'dispute_resolved', 'order_handed_over', 'order_paid', 'refund_made']);
    expect(since(adminBefore, await kindsOf(deal.admin))).toEqual(['dispute_opened']);
    const opened = (await inbox(deal.admin)).items.find((item) => item.kind === 'dispute_opened' && item.params.orderId === orderId);
    expect(opened).toMatchObject({ link: '/dashboard/disputes', params: { note: 'The screen is cracked under the case' } });
  });

  it('tells the buyer and the admins of the seller’s answer, and the admins of a dispute unanswered for 72 hours', async () => {
    const dispute = async () => {
      const buyer = await deal.signUp();
      const orderId = await deal.book(buyer, (await newProduct()).id);
      expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
      const code = (await deal.order(buyer, orderId)).handoverCode!;
      await deal.act(deal.seller, orderId, 'handover-code', { neirDeregistered: true, code });
      await deal.act(buyer, orderId, 'dispute', { reason: 'not_working', text: 'No signal at all' });
      return { buyer, orderId };
    };
    const answered = await dispute();
    const silent = await dispute();
    const before = await deal.order(deal.seller, answered.orderId);
    expect(before.actions).toContain('answer_dispute');
    expect((await deal.call(answered.buyer, 'POST', `/orders/${answered.orderId}/dispute/answer`, { text: 'x' })).statusCode).toBe(403);
    expect((await deal.call(deal.seller, 'POST', `/orders/${answered.orderId}/dispute/answer`, { text: ' ' })).statusCode).toBe(400);
    const after = await deal.act(deal.seller, answered.orderId, 'dispute/answer', { text: 'It worked with my SIM at the meet-up' });
    // Still disputed, the dispute's start and timer unchanged; the answer is on the timeline.
    expect(after).toMatchObject({ state: 'disputed', dueAt: before.dueAt });
    expect(after.timeline?.at(-1)).toMatchObject({ action: 'answer_dispute', actor: 'seller', note: 'It worked with my SIM at the meet-up' });
    expect((await inbox(answered.buyer)).items.find((item) => item.kind === 'dispute_answered')).toMatchObject({
      params: { note: 'It worked with my SIM at the meet-up' },
    });
    expect((await inbox(deal.admin)).items.some((item) => item.kind === 'dispute_answered' && item.params.orderId === answered.orderId)).toBe(true);

    clock.advance(dealWindows.complaintActionMs);
    await notifyDeadlines(deal.db, clock.now());
    const overdue = (await inbox(deal.admin)).items.filter((item) => item.kind === 'dispute_overdue').map((item) => item.params.orderId);
    expect(overdue).toContain(silent.orderId);
    expect(overdue).not.toContain(answered.orderId);
  });

  it('writes nothing when the event’s transaction rolls back, and nothing twice for one event', async () => {
    const buyer = await deal.signUp();
    const draft = { userId: buyer.id, kind: 'booking_accepted' as const, params: { product: 'Rolled back' }, link: '/', event: `test:${buyer.id}` };
    await expect(
      deal.db.transaction(async (tx) => {
        await notify(tx, clock.now(), [draft]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await kindsOf(buyer)).toEqual([]);

    expect(await deal.db.transaction((tx) => notify(tx, clock.now(), [draft]))).toBe(1);
    expect(await deal.db.transaction((tx) => notify(tx, clock.now(), [draft]))).toBe(0);
    expect(await kindsOf(buyer)).toEqual(['booking_accepted']);
    const rows = await deal.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(await deal.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, rows[0]!.id))).toHaveLength(1);
  });

  it('queues SMS for a verified phone only, and only for money and hand-over kinds', async () => {
    const buyer = await deal.signUp();
    await deal.db.update(users).set({ phoneNumber: `+88017${String(Date.now()).slice(-8)}`, phoneNumberVerified: true }).where(eq(users.id, buyer.id));
    await deal.db.transaction((tx) =>
      notify(tx, clock.now(), [
        { userId: buyer.id, kind: 'order_paid', params: {}, link: '/', event: 'sms-test' },
        { userId: buyer.id, kind: 'booking_accepted', params: {}, link: '/', event: 'sms-test' },
      ]),
    );
    const rows = await deal.db
      .select({ kind: notifications.kind, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, buyer.id));
    expect(rows.map((row) => `${row.kind}:${row.channel}`).sort()).toEqual(['booking_accepted:email', 'order_paid:email', 'order_paid:sms']);
  });

  it('keeps each person’s channel choices, refuses SMS for a kind without it, and follows them', async () => {
    const buyer = await deal.signUp();
    const settings = async () => (await deal.call(buyer, 'GET', '/notification-settings')).json<NotificationSettings>().settings;
    expect((await settings()).find((row) => row.kind === 'booking_accepted' && row.channel === 'email')?.enabled).toBe(true);
    expect((await settings()).some((row) => row.kind === 'booking_accepted' && row.channel === 'sms')).toBe(false);

    const refused = await deal.call(buyer, 'PUT', '/notification-settings', { settings: [{ kind: 'rating_received', channel: 'sms', enabled: true }] });
    expect(refused.statusCode).toBe(400);
    const saved = await deal.call(buyer, 'PUT', '/notification-settings', {
      settings: [{ kind: 'booking_accepted', channel: 'email', enabled: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).find((row) => row.kind === 'booking_accepted' && row.channel === 'email')?.enabled).toBe(false);

    const product = await newProduct();
    const orderId = await deal.book(buyer, product.id);
    await deal.act(deal.seller, orderId, 'accept');
    const accepted = (await inbox(buyer)).items[0]!;
    expect(accepted.kind).toBe('booking_accepted');
    expect(await deal.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, accepted.id))).toEqual([]);
  });

  it('tells the buyer and reminds the seller of a phone not handed over 48 hours after payment, once', async () => {
    const buyer = await deal.signUp();
    const orderId = await deal.book(buyer, (await newProduct()).id);
    expect((await deal.pay(buyer, orderId)).statusCode).toBe(200);
    clock.advance(dealWindows.handoverNoticeMs - 60_000);
    await notifyDeadlines(deal.db, clock.now());
    expect((await kindsOf(buyer)).filter((k) => k === 'handover_overdue')).toEqual([]);
    clock.advance(60_000);
    await notifyDeadlines(deal.db, clock.now());
    await notifyDeadlines(deal.db, clock.now());
    expect((await kindsOf(buyer)).filter((k) => k === 'handover_overdue')).toHaveLength(1);
    const sellerItems = (await inbox(deal.seller)).items.filter((item) => item.kind === 'handover_overdue' && item.params.orderId === orderId);
    expect(sellerItems).toHaveLength(1);
  });
});
