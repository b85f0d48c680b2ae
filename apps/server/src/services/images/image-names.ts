/**
 * How uploaded images are named. Every upload is stored as WebP in a few widths, all sharing one
 * random id: `<id>-<width>.webp`. The widest is the image's main URL; the narrower ones follow from
 * its width alone, so any stored URL tells us its whole set (see products/image-set.ts).
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** The widths made from a source this wide: the standard ones below it, then the source's own width (capped), never upscaled. */
export function widthsFor(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, MAX_IMAGE_WIDTH);
  return [...IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

export const imageKey = (id: string, width: number): string => `${id}-${width}.webp`;

const STORED_IMAGE_URL = /^(.*\/)([0-9a-f]{32})-(\d{1,5})\.webp$/;

/** The variants of a main image URL we produced, narrowest first; empty for any other URL. */
export function variantsOfUrl(url: string): { url: string; width: number }[] {
  const match = STORED_IMAGE_URL.exec(url);
  if (!match) return [];
  const [, base, id, widthText] = match as unknown as [string, string, string, string];
  const width = Number(widthText);
  if (width < 1 || width > MAX_IMAGE_WIDTH) return [];
  return widthsFor(width).map((each) => ({ url: `${base}${imageKey(id, each)}`, width: each }));
}
