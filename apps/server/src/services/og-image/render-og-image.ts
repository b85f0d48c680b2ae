import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './og-image-path.ts';
import { loadSharp, MAX_INPUT_PIXELS } from '../images/process-image.ts';

const BACKGROUND = '#ffffff';
const JPEG_QUALITY = 82;

/**
 * A link preview's picture: the photo whole (phones are mostly photographed upright) centred on a
 * white 1200 × 630 JPEG, the size and format WhatsApp and Facebook show reliably. Vector art is
 * rasterised at the density that makes it at least as tall as the picture, not scaled up afterwards.
 */
export async function renderOgImage(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const header = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const density =
    header.format === 'svg' && header.width && header.height
      ? Math.min(72 * Math.max(OG_IMAGE_WIDTH / header.width, OG_IMAGE_HEIGHT / header.height), 2400)
      : undefined;
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, ...(density && { density }) })
    .resize({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .timeout({ seconds: 20 })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
