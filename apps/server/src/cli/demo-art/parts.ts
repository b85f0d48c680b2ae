/** SVG pieces shared by every demo phone: lenses, flashes, camera islands. Coordinates are the phone's own. */

const num = (value: number): string => String(Math.round(value * 10) / 10);

/** A camera lens: dark ring, glass, a blue-white glint. */
export function lens(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#0b0d12"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.62)}" fill="#1e293b" stroke="#475569" stroke-width="${num(Math.max(1, r * 0.1))}"/>` +
    `<circle cx="${num(cx - r * 0.25)}" cy="${num(cy - r * 0.25)}" r="${num(r * 0.18)}" fill="#bfdbfe" opacity=".75"/>`
  );
}

/** A lens sitting in a raised metal ring of the given colour. */
export const ringedLens = (cx: number, cy: number, r: number, ring: string): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.3)}" fill="${ring}" stroke="#000" stroke-opacity=".18"/>` +
  lens(cx, cy, r);

export const flash = (cx: number, cy: number, r: number): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="#fef3c7" stroke="#d6b656" stroke-width="1"/>`;

/** A small sensor dot (LiDAR, microphone, colour sensor). */
export const dot = (cx: number, cy: number, r: number, fill = '#111827'): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;

/** A raised rounded rectangle (camera island, bar, stripe). */
export const block = (x: number, y: number, w: number, h: number, rx: number, fill: string, stroke = true): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(rx)}" fill="${fill}"` +
  (stroke ? ` stroke="#000" stroke-opacity=".16" stroke-width="1.5"/>` : '/>');
