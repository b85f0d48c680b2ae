import type { OutputInfo } from 'sharp';
import type sharpFunction from 'sharp';
import { errorCodes } from '@phonehaat/contract';
import { AppError } from '../../errors/app-error.ts';
import { widthsFor } from './image-names.ts';

/** The largest picture we decode: 40 megapixels is above any phone camera, and bounds memory per upload. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const WEBP_QUALITY = 80;

export interface ProcessedImage {
  width: number;
  bytes: Buffer;
}

let sharpModule: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (libvips and its thread pool: tens of MB resident) is loaded by the first upload rather than
 * at start-up, and its operation cache is off: every upload is a different picture, so it would
 * only hold memory.
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

const badImage = (message: string) => new AppError(errorCodes.validation, 400, message, { image: message });
const NOT_AN_IMAGE = 'This file is not a supported image. Please upload a JPEG, PNG, WebP or AVIF photo.';

/**
 * Checks what the bytes are (never the file name), then decodes once, turns the picture upright,
 * and writes WebP in each width. The output carries no metadata: EXIF (with any GPS position), XMP
 * and ICC profiles are all dropped, which sharp does unless asked to keep them.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage[]> {
  // sharp throws synchronously on an empty buffer, outside the promise below.
  if (input.length === 0) throw badImage(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  // metadata() reads the header only, so a huge image is refused before any pixel is decoded.
  const header = await sharp(input)
    .metadata()
    .catch(() => {
      throw badImage(NOT_AN_IMAGE);
    });
  if (!ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) throw badImage(NOT_AN_IMAGE);
  if (header.format === 'heif' && header.compression !== 'av1') {
    throw badImage('HEIC photos are not supported. Please upload a JPEG, PNG, WebP or AVIF photo.');
  }
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw badImage(
      `The image is ${header.width} × ${header.height} pixels; the most we accept is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }

  const uprightWidth = header.autoOrient?.width ?? header.width;
  const widths = widthsFor(uprightWidth);
  const widest = widths[widths.length - 1]!;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, failOn: 'error' })
      .resize({ width: widest, withoutEnlargement: true })
      .timeout({ seconds: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badImage('This image could not be read; it may be damaged. Please try another photo.');
  }

  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    widths.map(async (width) => ({
      width,
      bytes: await sharp(data, { raw })
        .resize({ width: Math.min(width, info.width) })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}
