/**
 * Draws the installable app's icons (manifest, home screen, iOS) from the site's logo, public/favicon.svg.
 * Run after the logo changes: `npm run icons -w apps/web`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const logoInner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1];
if (!logoInner) throw new Error('public/favicon.svg has no <svg> body');

/**
 * A maskable icon is cut to a circle or squircle by the phone: the whole square is filled with the brand
 * teal and the phone drawing is shrunk into the middle 60 %, inside the 80 % safe zone the spec guarantees.
 */
const phone = logoInner.replace(/<title>.*?<\/title>/, '').replace(/<rect width="64" height="64"[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${phone}</g></svg>`;

/**
 * A notification's badge (the small icon in Android's status bar) is drawn from its alpha alone: the phone
 * in white with its screen cut out, on nothing, filling the square (src/sw/sw.ts shows pushes with it).
 */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 8 48 48"><mask id="screen"><rect width="64" height="64" fill="#fff"/><rect x="24" y="16" width="16" height="28" rx="2" fill="#000"/><circle cx="32" cy="49" r="2.5" fill="#000"/></mask><rect x="20" y="10" width="24" height="44" rx="5" fill="#fff" mask="url(#screen)"/></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS ignores the manifest's icons and rounds the corners itself: a full square, like the maskable one.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`);
  console.warn(`public/icons/${file} (${size}×${size})`);
}
