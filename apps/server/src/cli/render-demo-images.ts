import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoPhoneArt } from './demo-art/demo-phones.ts';
import { phoneSvg } from './demo-art/phone-svg.ts';
import { phoneViews, phoneViewSvg } from './demo-art/phone-views.ts';
import { verificationPhotoSvg } from './demo-art/verification-photo.ts';
import { demoProducts } from './seed/catalogue.ts';
import { demoArtFile, demoListingCode, demoPhotoUrls, demoVerificationPhoto } from './seed/demo-photos.ts';

/**
 * `npm run demo-images`: renders the demo art to the WebP files the demo seed lists. As `<img>`s,
 * SVGs are parsed and laid out as documents on the page's main thread — 10 to 25 ms each on a 2 GHz
 * core, twelve of them on /products — where photos decode off it; and real listings are photos. The
 * WebP files are committed; run this after changing the art. Phones are drawn from demo-art/ (one
 * cover per listing, in its named colour, and its front, back and side views for its further photos),
 * the verification photos of the demo listings in review (the phone beside its listing code), and brand
 * tiles from the SVGs beside their WebP files.
 */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/demo');

/**
 * A card photo is at most ~360 CSS px wide (630 px at 1.75×); a brand tile 64. Phones at quality 75
 * average 6.4 KB against 8.2 at 82, with no banding visible on their flat colours.
 */
const PHONE = { width: 600, quality: 75 };
const BRAND = { width: 192, quality: 82 };

async function toWebp(svg: string | Buffer, { width, quality }: { width: number; quality: number }, target: string): Promise<void> {
  const info = await sharp(svg, { density: 300 }).resize({ width }).webp({ quality, effort: 6 }).toFile(target);
  process.stdout.write(`${path.relative(demoDir, target)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB\n`);
}

for (const art of demoPhoneArt) {
  await toWebp(Buffer.from(phoneSvg(art)), PHONE, path.join(demoDir, 'phones', `${art.file}.webp`));
}

// Each listing's further photos: the views its photo URLs name (`<art file>-<view>.webp`), no more.
for (const [index, item] of demoProducts.entries()) {
  const art = demoPhoneArt.find((each) => each.file === demoArtFile(item))!;
  for (const url of demoPhotoUrls(item, index).slice(1)) {
    const view = phoneViews.find((each) => url.endsWith(`-${each}.webp`))!;
    await toWebp(Buffer.from(phoneViewSvg(art, view)), PHONE, path.join(demoDir, url.replace(/^\/demo\//, '')));
  }
}

for (const item of demoProducts) {
  const target = demoVerificationPhoto(item.key);
  if (!target) continue;
  const art = demoPhoneArt.find((each) => each.file === demoArtFile(item))!;
  await toWebp(Buffer.from(verificationPhotoSvg(art, demoListingCode(item))), PHONE, path.join(demoDir, target.replace(/^\/demo\//, '')));
}

const brandDir = path.join(demoDir, 'brands');
for (const file of readdirSync(brandDir).filter((name) => name.endsWith('.svg'))) {
  await toWebp(path.join(brandDir, file), BRAND, path.join(brandDir, file.replace(/\.svg$/, '.webp')));
}
