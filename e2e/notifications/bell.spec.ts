import type { APIRequestContext, Page } from '@playwright/test';
import { createBooking, createListing, signInPage, type Account } from '../fixtures/data.ts';
import {
  expectAxeClean,
  expectInLanguage,
  expectNoOverflow,
  languages,
  useLanguage,
  type Language,
} from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 38's bell, page and settings in the browser: the count polled without a reload, the page's texts
 * in both languages at 360 px, a setting stored; the dropdown at 1440 px; the unsubscribe page.
 */

const digits = (value: number, language: Language) => new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN').format(value);
const words = {
  en: {
    bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    heading: 'Notifications',
    newBooking: (product: string) => `New booking: ${product}`,
    bookingCancelled: (product: string) => `Booking cancelled: ${product}`,
    settings: 'Notification settings',
    emailForBookings: 'New bookings on my phones by Email',
  },
  bn: {
    bell: (unread: number) => (unread > 0 ? `নোটিফিকেশন, ${digits(unread, 'bn')}টি পড়া হয়নি` : 'নোটিফিকেশন'),
    heading: 'নোটিফিকেশন',
    newBooking: (product: string) => `নতুন বুকিং: ${product}`,
    settings: 'নোটিফিকেশন সেটিংস',
    emailForBookings: 'আমার ফোনে নতুন বুকিং, ইমেইল-এ জানান',
  },
} as const;

/** The subjects of the emails the demo mailbox holds for `to`, newest first. */
async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: { subject: string | null }[] }).messages.map((message) => message.subject ?? '');
}

async function unreadOf(page: Page, account: Account): Promise<number> {
  const answer = await page.request.get('/api/notifications/unread-count', { headers: account.auth });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { unread: number }).unread;
}

for (const language of languages) {
  test(`a seller's bell counts a new booking without a reload, and the settings keep email off (${language}, 360 px)`, async ({
    page,
    request,
    baseURL,
    seller,
    buyer,
    listing,
  }) => {
    // Up to 20 s for the poll, then two pages checked with axe, on two shared cores.
    test.setTimeout(120_000);
    const text = words[language];
    await useLanguage(page.context(), baseURL!, language);
    await signInPage(page, seller);
    await page.setViewportSize({ width: 360, height: 740 });
    // The listing's approval told the seller already.
    const before = await unreadOf(page, seller);

    await page.goto('/dashboard/myOrders');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(text.bell(before));
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const booking = await createBooking(request, buyer, listing);
    await expect(bell).toHaveAccessibleName(text.bell(before + 1), { timeout: 30_000 });
    await expect(bell).toHaveText(digits(before + 1, language));
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // On a phone the bell opens the page, not a dropdown.
    await bell.click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: text.heading, exact: true })).toBeVisible();
    const entry = page.getByTestId('notification').filter({ hasText: text.newBooking(listing.productName) });
    await expect(entry).toHaveAttribute('data-unread', 'true');
    await expect(entry).toContainText(buyer.name);
    await expectInLanguage(page, language);
    await expectNoOverflow(page);
    await expectAxeClean(page);
    const entryBox = await entry.getByRole('link').boundingBox();
    expect(entryBox!.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('link', { name: text.settings }).click();
    const email = page.getByRole('switch', { name: text.emailForBookings });
    await expect(email).toBeChecked();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/notification-settings') && response.request().method() === 'PUT',
    );
    await email.click();
    expect((await saved).status()).toBe(200);
    await expect(email).not.toBeChecked();
    await expectInLanguage(page, language);
    await expectNoOverflow(page);
    await expectAxeClean(page);

    await page.reload();
    await expect(page.getByRole('switch', { name: text.emailForBookings })).not.toBeChecked();
    const stored = await page.request.get('/api/notification-settings', { headers: seller.auth });
    const { settings } = (await stored.json()) as { settings: { kind: string; channel: string; enabled: boolean }[] };
    expect(settings.find((setting) => setting.kind === 'booking_made' && setting.channel === 'email')?.enabled).toBe(false);

    // Opening the notification marks it read and goes to the order.
    await page.goto('/dashboard/notifications');
    await page
      .getByTestId('notification')
      .filter({ hasText: text.newBooking(listing.productName) })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${booking.id}$`));
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(text.bell(before));
    expect(await unreadOf(page, seller)).toBe(before);

    // Email off for new bookings, on for cancellations: a second booking mails nothing; its cancellation
    // (written after it, relayed oldest first) does, and by then the booking's email would have come too.
    // Emails are in the account's language (English: the page's language here is only the browser's cookie).
    const mail = words.en;
    expect(await subjectsTo(request, seller.email)).toContain(mail.newBooking(listing.productName));
    const second = await createListing(request, seller);
    const secondBooking = await createBooking(request, buyer, second);
    const kindsFor = async (productId: string) => {
      const answer = await page.request.get('/api/notifications?limit=50', { headers: seller.auth });
      const { items } = (await answer.json()) as { items: { kind: string; params: { productId?: string } }[] };
      return items.filter((item) => item.params.productId === productId).map((item) => item.kind);
    };
    expect(await kindsFor(second.id)).toContain('booking_made');
    const cancelled = await request.delete(`/api/bookingsProduct/${secondBooking.id}`, { headers: buyer.auth });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect
      .poll(() => subjectsTo(request, seller.email), { timeout: 30_000 })
      .toContain(mail.bookingCancelled(second.productName));
    expect(await subjectsTo(request, seller.email)).not.toContain(mail.newBooking(second.productName));

    const removed = await request.delete(`/api/bookingsProduct/${booking.id}`, { headers: buyer.auth });
    expect([200, 404], await removed.text()).toContain(removed.status());
  });
}

test('the top bar has no bell for visitors; at 1440 px it opens the newest, and Mark all read empties the count', async ({
  page,
  seller,
  booking,
}) => {
  const notificationCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/notifications')) notificationCalls.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveCount(0);
  expect(notificationCalls).toEqual([]);

  await signInPage(page, seller);
  await page.goto('/');
  const bell = page.getByRole('banner').getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').first()).toContainText(`New booking: ${booking.listing.productName}`);
  await expectAxeClean(page);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByTestId('notification').first()).toHaveAttribute('data-unread', 'false');
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
});

test("the unsubscribe page is kept out of search and shows the server's reason for a bad link", async ({ page, request }) => {
  const answer = await request.get('/unsubscribe?token=nonsense');
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
  await page.goto('/unsubscribe?token=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Stop emails like the one that brought you here?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Open your notification settings instead.',
  );
});
