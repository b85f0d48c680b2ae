import type { Page } from '@playwright/test';
import { payForBooking, signInPage } from '../fixtures/data.ts';
import { expectInLanguage, expectNoOverflow, useLanguage, type Language } from '../fixtures/language.ts';
import { expect, test } from '../fixtures/test.ts';
import { text } from '../fixtures/texts.ts';
import { windowOf } from '../fixtures/windows.ts';

/**
 * Issue 39 in the browser, each step pressed by the person who takes it, in both languages, one side on a
 * phone (360 px) and the other at a desk (1440 px): the buyer asks, the seller answers (with a number that
 * stays hidden before acceptance, and a bKash "advance" the buyer is warned of), the buyer offers, the
 * seller counters, the buyer accepts (a booking at that price), the meet-up is arranged in the thread (the
 * number now shown), the buyer pays and the seller hands over with the code; the thread stays on the order
 * page. Every message and offer reaches the other window without a reload: through the event stream.
 */
const runs: { language: Language; buyerWidth: number; sellerWidth: number }[] = [
  { language: 'en', buyerWidth: 1440, sellerWidth: 360 },
  { language: 'bn', buyerWidth: 360, sellerWidth: 1440 },
];

const sized = async (page: Page, width: number) => page.setViewportSize({ width, height: width === 360 ? 740 : 900 });

for (const { language, buyerWidth, sellerWidth } of runs) {
  test(`ask → answer → offer → counter → accept → meet-up in the thread → paid → handed over (${language})`, async ({
    page: buyerPage,
    context,
    browser,
    baseURL,
    request,
    buyer,
    seller,
    listing,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);
    const { productName } = listing;

    await useLanguage(context, baseURL!, language);
    await sized(buyerPage, buyerWidth);
    await signInPage(buyerPage, buyer);

    // The buyer asks from the product page, leaving a number the seller may not see yet.
    await buyerPage.goto(`/products/${listing.id}`);
    await buyerPage.getByRole('button', { name: t('product-page:conversation.ask') }).click();
    const ask = buyerPage.getByRole('dialog', {
      name: t('conversations:ask.title', { name: seller.name, product: productName }),
    });
    await ask.getByLabel(t('conversations:ask.label')).fill('Is the battery original? Call me on 01712345678');
    await ask.getByRole('button', { name: t('conversations:ask.send') }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const threadPath = new URL(buyerPage.url()).pathname;

    // The seller finds it among their messages: the number hidden, and why.
    const sellerPage = await windowOf(browser, baseURL, seller);
    await useLanguage(sellerPage.context(), baseURL!, language);
    await sized(sellerPage, sellerWidth);
    await sellerPage.goto('/dashboard/messages');
    await sellerPage.getByRole('link').filter({ hasText: productName }).first().click();
    await expect(sellerPage).toHaveURL(threadPath);
    await expect(sellerPage.getByTestId('message').getByText('Is the battery original? Call me on •••')).toBeVisible();
    await expect(sellerPage.getByText('01712345678')).toHaveCount(0);
    await expect(sellerPage.getByText(t('conversations:message.masked'))).toBeVisible();
    await expectInLanguage(sellerPage, language);
    await expectNoOverflow(sellerPage);

    // The seller answers asking for a bKash advance: the buyer, without reloading, is warned of it.
    const sellerComposer = sellerPage.getByLabel(t('conversations:composer.label'));
    await sellerComposer.fill('Yes, original. Send 2000 tk bKash advance to 01898765432 first, then we meet');
    await sellerPage.getByRole('button', { name: t('conversations:composer.send') }).click();
    await expect(sellerComposer).toHaveValue('');
    await expect(buyerPage.getByText(t('conversations:message.scam'))).toBeVisible();
    // The writer is not warned of their own words.
    await expect(sellerPage.getByText(t('conversations:message.scam'))).toHaveCount(0);

    // The buyer offers less than the asking price, with the meeting place and phone a booking needs.
    const offered = listing.selling - 2_000;
    const countered = listing.selling - 1_000;
    await buyerPage.getByRole('button', { name: t('conversations:offer.make') }).click();
    const offerDialog = buyerPage.getByRole('dialog');
    await offerDialog.getByLabel(t('conversations:offer.amount')).fill(String(offered));
    await offerDialog.getByLabel(t('products:booking.pickUp')).fill('Bashundhara City, Panthapath');
    await offerDialog.getByLabel(t('products:booking.phone')).fill('01712345678');
    await offerDialog.getByRole('button', { name: t('conversations:offer.submit') }).click();
    await expect(offerDialog).toBeHidden();

    // The seller sees it arrive and counters.
    await sellerPage.getByRole('button', { name: t('conversations:offer.counter') }).click();
    const counterDialog = sellerPage.getByRole('dialog', { name: t('conversations:offer.counterTitle') });
    await counterDialog.getByLabel(t('conversations:offer.amount')).fill(String(countered));
    await counterDialog.getByRole('button', { name: t('conversations:offer.counterSubmit') }).click();
    await expect(counterDialog).toBeHidden();

    // The buyer accepts the counter-offer: a booking at that price, already accepted by the seller.
    await buyerPage.getByRole('button', { name: t('conversations:offer.accept'), exact: true }).click();
    const orderLink = buyerPage.getByRole('link', { name: t('conversations:offer.seeOrder') }).first();
    await expect(orderLink).toBeVisible();
    const orderId = (await orderLink.getAttribute('href'))!.split('/').pop()!;
    const order = await request.get(`/api/orders/${orderId}`, { headers: buyer.auth });
    expect(await order.json()).toMatchObject({ state: 'accepted', price: countered });

    // The meet-up is arranged in the thread; accepted, the number shows.
    const buyerComposer = buyerPage.getByLabel(t('conversations:composer.label'));
    await buyerComposer.fill('Bashundhara City, gate 2, 5 pm tomorrow. My number is 01712345678');
    await buyerPage.getByRole('button', { name: t('conversations:composer.send') }).click();
    await expect(
      sellerPage.getByTestId('message').getByText('Bashundhara City, gate 2, 5 pm tomorrow. My number is 01712345678'),
    ).toBeVisible();
    await expectNoOverflow(buyerPage);

    // Paid at the agreed price, then handed over with the buyer's code at the meet-up.
    await payForBooking(request, { id: orderId, listing, buyer });
    await buyerPage.goto(`/dashboard/orders/${orderId}`);
    const code = (await buyerPage.getByTestId('handover-code').textContent())!.trim();
    const handedOver = await request.post(`/api/orders/${orderId}/handover-code`, {
      headers: seller.auth,
      data: { neirDeregistered: true, code },
    });
    expect(handedOver.status(), await handedOver.text()).toBe(200);
    await buyerPage.reload();
    await expect(buyerPage.getByTestId('handover-code')).toHaveCount(0);
    // The order page keeps the conversation, the meet-up in it.
    await expect(
      buyerPage.getByTestId('message').getByText('Bashundhara City, gate 2, 5 pm tomorrow. My number is 01712345678'),
    ).toBeVisible();
    await expectInLanguage(buyerPage, language);
    await sellerPage.context().close();
  });
}
