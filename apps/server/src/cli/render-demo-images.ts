import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * `npm run demo-images`: renders the demo art (SVG, the source) to the WebP files the demo seed
 * lists. As `<img>`s, SVGs are parsed and laid out as documents on the page's main thread — 10 to
 * 25 ms each on a 2 GHz core, twelve of them on /products — where photos decode off it; and real
 * listings are photos. The WebP files are committed; run this after changing an SVG.
 */
const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/demo');

/** Folder, and the width to render at: a card photo is at most ~360 CSS px wide (630 px at 1.75×), a brand tile 64. */
const sets = [
  { folder: 'phones', width: 600 },
  { folder: 'brands', width: 192 },
] as const;

for (const { folder, width } of sets) {
  const dir = path.join(demoDir, folder);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
    const target = path.join(dir, file.replace(/\.svg$/, '.webp'));
    const info = await sharp(path.join(dir, file), { density: 300 })
      .resize({ width })
      .webp({ quality: 82, effort: 6 })
      .toFile(target);
    process.stdout.write(`${path.relative(demoDir, target)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB\n`);
  }
}
