import { randomImei, signInPage } from '../fixtures/data.ts';
import { expect, test } from '../fixtures/test.ts';
import { fillPhoneDetails, gradientPng } from '../dashboard/support.ts';
import { waitingForTheApp } from '../fixtures/app-ready.ts';

// Issue 26 item 3 (decision 0040): a seller lists several photos in the order they choose, with a
// verification photo while not yet verified; a buyer goes through them in the product page's gallery.

/** A small PNG of its own (each file name and size differ, so the server keeps each one apart). */
const png = (name: string, width: number) => ({ name, mimeType: 'image/png', buffer: gradientPng(width, 64) });

test('a seller not yet verified uploads three photos, puts the last first, adds the verification photo; the admin sees it', async ({
  page,
  seller,
  admin,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, seller);
  await page.goto('/dashboard/addProducts');
  // Not verified: the form asks for the verification photo and shows the day's listing code.
  const code = await page.getByTestId('listing-code').textContent();
  expect(code).toMatch(/^PH-[2-9A-Z]{5}$/);

  await page.getByLabel('Product Photo').setInputFiles([png('front.png', 96), png('back.png', 97), png('side.png', 98)]);
  await expect(page.getByTestId('picked-photo')).toHaveCount(3);
  // The side view goes first by two moves left (keyboard, then pointer): it becomes the cover.
  await page.getByRole('button', { name: 'Move photo 3 left' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move photo 2 left' }).click();
  await expect(page.getByTestId('picked-photo').first()).toContainText('Cover');
  await expect(page.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();

  const productName = `Photos Phone ${Date.now()}`;
  await page.getByLabel('Select Brand Name').selectOption({ index: 1 });
  await page.getByLabel('Purchase Price').fill('70000');
  await page.getByLabel('Selling Price').fill('45000');
  await page.getByLabel('Year Of Used').fill('1');
  await page.getByLabel('Post Date').fill('01/04/2025');
  await page.getByLabel('Product Name').fill(productName);
  await page.getByLabel('Seller Location').fill('Sonadanga, Khulna');
  await page.getByLabel('Product Details').fill('Boxed, with charger');
  await fillPhoneDetails(page, randomImei());
  // Without the verification photo the form refuses, naming the field.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByLabel('Verification photo')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Verification photo').setInputFiles(png('proof.png', 120));
  await page.getByRole('button', { name: 'Add Product' }).click();
  // Waiting for review, it is in no public list yet: its seller is sent to My Products (issue 36).
  await expect(page).toHaveURL(/\/dashboard\/myProducts$/, { timeout: 90_000 });

  // The listing waits for review: its seller reads it with its photos in their order, widths from the upload.
  const mine = (await (await page.request.get('/api/myProducts', { headers: seller.auth })).json()) as {
    _id: string;
    productName: string;
    image: string;
    photos: { url: string }[];
  }[];
  const listed = mine.find((item) => item.productName === productName)!;
  expect(listed.photos.map((photo) => photo.url.match(/-(\d+)\.webp$/)![1])).toEqual(['98', '96', '97']);
  expect(listed.image).toBe(listed.photos[0]!.url);
  expect(JSON.stringify(mine)).not.toContain('-120.webp');

  // The admin's review queue shows the verification photo beside the code the paper should read.
  const queue = (await (await page.request.get('/api/admin/review-queue', { headers: admin.auth })).json()) as {
    product: { _id: string };
    verificationPhoto: string | null;
    listingCode: string;
  }[];
  const item = queue.find((each) => each.product._id === listed._id)!;
  expect(item.verificationPhoto).toMatch(/^\/uploads\/[0-9a-f]{32}-120\.webp$/);
  expect(item.listingCode).toBe(code);
});

test('a buyer goes through a listing’s photos: arrows, keys, a swipe on a phone, and the zoom on the photo shown', async ({
  browser,
  request,
}) => {
  // A demo listing with four photos (front and back, front, back, side).
  const list = (await (await request.get('/api/allProducts?limit=60')).json()) as { _id: string; productName: string }[];
  const counts = await Promise.all(
    // Other tests remove their own listings meanwhile: one gone since the list was read counts as none.
    list.map(async (item) => {
      const response = await request.get(`/api/products/${item._id}`);
      return response.ok() ? ((await response.json()) as { photos: unknown[] }).photos.length : 0;
    }),
  );
  const product = list[counts.indexOf(4)]!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // Its own window (a phone's): its loads wait for the app to hold the page, as the fixture's page does.
  const page = waitingForTheApp(await context.newPage());
  await page.goto(`/products/${product._id}`);
  const gallery = page.getByRole('region', { name: `Photos of ${product.productName}` });
  const position = gallery.getByTestId('gallery-position');
  await expect(position).toHaveText('Photo 1 of 4');

  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(position).toHaveText('Photo 2 of 4');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Photo 3 of 4');
  await gallery.getByRole('button', { name: 'Show photo 1 of 4' }).click();
  await expect(position).toHaveText('Photo 1 of 4');
  // The track slides back to the first photo; a finger swipes once it is there, as a person's would.
  await expect.poll(() => gallery.getByTestId('gallery-track').evaluate((track) => track.scrollLeft)).toBe(0);

  // A finger swipes right to left across the photo: the track snaps to the next one.
  const box = (await gallery.getByTestId('gallery-track').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.85);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', from - step * Math.round(box.width * 0.07));
  await touch('touchEnd', from - Math.round(box.width * 0.7));
  await expect(position).toHaveText('Photo 2 of 4');

  // The zoom opens on the photo shown: the second.
  const shown = await gallery.getByTestId('gallery-track').locator('li:not([aria-hidden]) img').getAttribute('src');
  const photos = ((await (await request.get(`/api/products/${product._id}`)).json()) as { photos: { url: string }[] }).photos;
  expect(shown).toBe(photos[1]!.url);
  await gallery.getByRole('button', { name: `Zoom in on ${product.productName}` }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // The viewer's copy of the photo is named by its absolute address.
  await expect(viewer.locator('img').first()).toHaveAttribute('src', new URL(photos[1]!.url, page.url()).href);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await context.close();
});
