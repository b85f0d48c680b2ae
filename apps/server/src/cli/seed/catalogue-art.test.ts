import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BODY_SAMPLE } from '../demo-art/phone-svg.ts';
import { demoProducts } from './catalogue.ts';
import { demoPhotoUrls, demoVerificationPhoto } from './demo-photos.ts';

/**
 * The demo photos must show what the listings say: each phone in the colour its name states (read
 * from the rendered WebP, not from the art's source), and no two models sharing one picture.
 */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const phonesDir = path.join(publicDir, 'demo/phones');

interface ColourRule {
  /** Hue in degrees and how far from it the body may be; absent for black, greys and whites. */
  hue?: number;
  within?: number;
  chroma: [number, number];
  lightness: [number, number];
}

const neutral = (lightness: [number, number]): ColourRule => ({ chroma: [0, 0.08], lightness });
const hued = (
  hue: number,
  within: number,
  lightness: [number, number] = [0.15, 0.85],
  chroma: [number, number] = [0.12, 1],
): ColourRule => ({
  hue,
  within,
  chroma,
  lightness,
});

const black = neutral([0, 0.2]);
const blue = hued(212, 22);
const paleBlue = hued(210, 22, [0.55, 0.9]);
const beige = hued(38, 14, [0.65, 0.9], [0.12, 0.4]);

/** What a colour name in a listing means on a phone's back. */
const namedColours: Record<string, ColourRule> = {
  Black: black,
  'Phantom Black': black,
  'Midnight Black': black,
  'Asphalt Black': black,
  'Cosmic Black': black,
  'Titan Black': black,
  'Stormy Black': black,
  'Glowing Black': black,
  'Meteor Black': black,
  Obsidian: black,
  // Apple's Midnight is near-black with a blue cast.
  Midnight: { hue: 215, within: 25, chroma: [0.03, 0.12], lightness: [0, 0.2] },
  Graphite: neutral([0.2, 0.35]),
  'Iron Gray': neutral([0.3, 0.5]),
  'Tempest Gray': neutral([0.3, 0.5]),
  'Awesome Silver': neutral([0.72, 0.9]),
  'Morning Mist': neutral([0.72, 0.9]),
  Starlight: { chroma: [0, 0.1], lightness: [0.85, 1] },
  Chalk: { chroma: [0, 0.1], lightness: [0.85, 1] },
  'Sunrise Beige': beige,
  'Navigator Beige': beige,
  Blue: blue,
  'Alpine Blue': blue,
  'Surfing Blue': blue,
  'Magic Blue': hued(225, 20),
  'Sierra Blue': paleBlue,
  'Ice Blue': paleBlue,
  Sea: paleBlue,
  Green: hued(145, 25),
  'Clover Green': hued(135, 25),
  'Palm Green': hued(145, 25),
  'Aqua Green': hued(165, 15),
  Mint: hued(145, 25, [0.7, 0.95]),
  'Smoky Teal': hued(185, 15),
  // Google's Hazel is a grey-green.
  Hazel: hued(115, 40, [0.35, 0.7], [0.06, 0.3]),
  'Pastel Lime': hued(75, 20, [0.55, 0.9]),
  Yellow: hued(47, 10, [0.4, 0.8], [0.5, 1]),
  Sunshower: hued(45, 12),
  'Sunset Orange': hued(22, 12),
  'Artistic Red': hued(355, 15, [0.2, 0.6]),
  Pink: hued(340, 20, [0.7, 0.95]),
  'Deep Purple': hued(268, 25, [0.2, 0.5]),
  'Awesome Lavender': hued(265, 25, [0.6, 0.9]),
  'Glitter Purple': hued(265, 25, [0.5, 0.85]),
};

/** "Samsung Galaxy S22 8/128GB Green" → model "Samsung Galaxy S22", colour "Green". */
function modelAndColour(productName: string): { model: string; colour: string } {
  const match = /^(.+?) (?:\d+\/)?\d+GB (.+)$/.exec(productName);
  if (!match) throw new Error(`no storage size in "${productName}"`);
  return { model: match[1]!, colour: match[2]! };
}

const fileOf = (image: string): string => path.join(publicDir, image);

/** Mean colour of the back's bare body as hue (degrees), chroma and lightness (0–1). */
async function bodyColour(file: string): Promise<{ hue: number; chroma: number; lightness: number }> {
  // stats() reads its input, not the pipeline: cut the sample out first.
  const sample = await sharp(file).extract(BODY_SAMPLE).png().toBuffer();
  const { channels } = await sharp(sample).stats();
  const [r, g, b] = channels.slice(0, 3).map((channel) => channel.mean / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const hue =
    chroma === 0
      ? 0
      : max === r
        ? (60 * ((g - b) / chroma) + 360) % 360
        : max === g
          ? 60 * ((b - r) / chroma + 2)
          : 60 * ((r - g) / chroma + 4);
  return { hue, chroma, lightness: (max + min) / 2 };
}

const hueDistance = (a: number, b: number): number => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('demo phone photos', () => {
  it.each(demoProducts.map((product) => [product.productName, product.image] as const))(
    '%s is shown in its named colour',
    async (name, image) => {
      const { colour } = modelAndColour(name);
      const rule = namedColours[colour];
      expect(rule, `no rule for the colour "${colour}": add it to namedColours`).toBeDefined();
      const seen = await bodyColour(fileOf(image));
      const described = `${image}: hue ${seen.hue.toFixed(0)}, chroma ${seen.chroma.toFixed(2)}, lightness ${seen.lightness.toFixed(2)}`;
      expect(seen.chroma, described).toBeGreaterThanOrEqual(rule!.chroma[0]);
      expect(seen.chroma, described).toBeLessThanOrEqual(rule!.chroma[1]);
      expect(seen.lightness, described).toBeGreaterThanOrEqual(rule!.lightness[0]);
      expect(seen.lightness, described).toBeLessThanOrEqual(rule!.lightness[1]);
      expect(hueDistance(seen.hue, rule!.hue ?? seen.hue), described).toBeLessThanOrEqual(rule!.within ?? 0);
    },
  );

  it('gives every listing its own picture, and no two models the same bytes', () => {
    const images = demoProducts.map((product) => product.image);
    expect(new Set(images).size).toBe(images.length);
    const modelsByHash = new Map<string, Set<string>>();
    for (const product of demoProducts) {
      const hash = createHash('sha256')
        .update(readFileSync(fileOf(product.image)))
        .digest('hex');
      modelsByHash.set(hash, (modelsByHash.get(hash) ?? new Set()).add(modelAndColour(product.productName).model));
    }
    const shared = [...modelsByHash.values()].filter((models) => models.size > 1).map((models) => [...models].join(' = '));
    expect(shared).toEqual([]);
    expect(modelsByHash.size).toBe(demoProducts.length);
  });

  it('ships only the pictures listings use, each a small 600 px WebP', async () => {
    // Every listing's photos (the cover and 1 to 3 views) and the verification photos of those in review.
    const photos = demoProducts.flatMap((product, index) => demoPhotoUrls(product, index));
    const proofs = demoProducts.flatMap((product) => demoVerificationPhoto(product.key) ?? []);
    const used = [...photos, ...proofs].map((url) => path.basename(url)).sort();
    expect(
      readdirSync(phonesDir)
        .filter((name) => name.endsWith('.webp'))
        .sort(),
    ).toEqual(used);
    for (const image of [...photos, ...proofs]) {
      const metadata = await sharp(readFileSync(fileOf(image))).metadata();
      expect({ image, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        image,
        format: 'webp',
        width: 600,
        height: 600,
      });
      // A verification photo (a wooden table, a sheet of paper, a line of text) takes a few KB more.
      expect(metadata.size, image).toBeLessThanOrEqual((proofs.includes(image) ? 14 : 10) * 1024);
    }
  });
});
