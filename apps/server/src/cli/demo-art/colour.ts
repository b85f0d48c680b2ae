/** Small sRGB helpers for the demo art: shades of a phone's body colour for its frame, bumps and wallpaper. */

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `from` moved `amount` (0–1) of the way to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

export const tint = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Relative lightness 0–1 (Rec. 709 weights), to pick parts that stand out from the body. */
export function lightness(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * A shade of the body for raised parts: darker on light bodies, lighter on dark ones (and more so,
 * since a small step in near-black hardly shows), so camera islands stand out.
 */
export const raised = (body: string, amount: number): string =>
  lightness(body) < 0.25 ? tint(body, amount * 1.6) : shade(body, amount);

/** max − min of the channels, 0–1: near 0 for black, greys and white. */
export function chroma(hex: string): number {
  const rgb = toRgb(hex);
  return (Math.max(...rgb) - Math.min(...rgb)) / 255;
}
