import { chroma, lightness, mix, shade, tint } from './colour.ts';

/**
 * One demo phone as a 600×600 SVG: its front (tilted, behind) and its back (upright, in front). The
 * back carries the colour the listing's name states and the model's camera layout; the front the
 * screen cut-out of its family (notch, Dynamic Island, punch-hole, waterdrop, home button).
 */

/** How the screen meets the front camera. */
export type FrontCutout = 'notch' | 'small-notch' | 'island' | 'home-button' | 'punch-centre' | 'punch-left' | 'waterdrop';

export interface PhoneArt {
  /** File name under /demo/phones/, without extension. */
  file: string;
  /** What the picture shows, for the SVG's title. */
  title: string;
  /** The body colour the listing's name states. */
  body: string;
  front: FrontCutout;
  /** Corner radius of the 200×420 body: flat-edged iPhones and the S23 Ultra are squarer. */
  corner: number;
  /** The back's camera layout and marks, in the back's own coordinates (0..WIDTH, 0..HEIGHT). */
  back: (body: string) => string;
  /** A foldable: the open front shows its crease. */
  foldable?: boolean;
  /** Side frame colour; a shade of the body by default. */
  frame?: string;
}

export const WIDTH = 200;
export const HEIGHT = 420;
const BACK_AT = { x: 300, y: 84 };

/**
 * Where the back's bare body lies in the 600×600 picture, below every family's cameras and marks:
 * the demo-art test reads the rendered colour here.
 */
export const BODY_SAMPLE = { left: BACK_AT.x + 70, top: BACK_AT.y + 252, width: 90, height: 92 } as const;

function wallpaper(body: string): [string, string] {
  if (chroma(body) > 0.08) return [tint(body, 0.45), shade(body, 0.2)];
  return lightness(body) < 0.4 ? ['#475569', '#0f172a'] : ['#e2e8f0', '#94a3b8'];
}

function cutout(kind: FrontCutout, w: number): string {
  const c = w / 2;
  switch (kind) {
    case 'notch':
      return `<path d="M${c - 44} 10h88v6c0 10-6 16-16 16h-56c-10 0-16-6-16-16z" fill="#0a0a0a"/>`;
    case 'small-notch':
      return `<path d="M${c - 32} 10h64v5c0 9-5 14-14 14h-36c-9 0-14-5-14-14z" fill="#0a0a0a"/>`;
    case 'island':
      return `<rect x="${c - 28}" y="17" width="56" height="16" rx="8" fill="#0a0a0a"/>`;
    case 'punch-centre':
      return `<circle cx="${c}" cy="22" r="6" fill="#0a0a0a"/>`;
    case 'punch-left':
      return `<circle cx="26" cy="24" r="6" fill="#0a0a0a"/>`;
    case 'waterdrop':
      return `<path d="M${c - 16} 12c7 0 8 12 16 12s9-12 16-12z" fill="#0a0a0a"/>`;
    case 'home-button':
      return '';
  }
}

export function front(art: PhoneArt, frame: string): string {
  const r = art.corner;
  const homeButton = art.front === 'home-button';
  // The SE keeps a bezel above and below the screen, with the earpiece, camera and Touch ID ring.
  const screen = homeButton
    ? `<rect x="14" y="62" width="${WIDTH - 28}" height="${HEIGHT - 124}" fill="url(#wp)"/>` +
      `<rect x="${WIDTH / 2 - 20}" y="32" width="40" height="5" rx="2.5" fill="#333"/><circle cx="${WIDTH / 2 - 34}" cy="34" r="4" fill="#222"/>` +
      `<circle cx="${WIDTH / 2}" cy="${HEIGHT - 31}" r="17" fill="#111" stroke="${frame}" stroke-width="2.5"/>`
    : `<rect x="9" y="9" width="${WIDTH - 18}" height="${HEIGHT - 18}" rx="${r - 7}" fill="url(#wp)"/>` +
      `<rect x="${WIDTH / 2 - 40}" y="${HEIGHT - 22}" width="80" height="4" rx="2" fill="#fff" opacity=".7"/>`;
  const crease = art.foldable
    ? `<rect x="9" y="${HEIGHT / 2 - 1}" width="${WIDTH - 18}" height="3" fill="#fff" opacity=".25"/>`
    : '';
  const widgets =
    `<circle cx="${WIDTH * 0.7}" cy="${HEIGHT * 0.68}" r="70" fill="#fff" opacity=".12"/><circle cx="${WIDTH * 0.3}" cy="${HEIGHT * 0.36}" r="46" fill="#fff" opacity=".1"/>` +
    `<rect x="24" y="${HEIGHT * 0.78}" width="${WIDTH - 48}" height="34" rx="17" fill="#fff" opacity=".2"/>`;
  return (
    `<rect x="-4" y="110" width="5" height="34" rx="2" fill="${frame}"/><rect x="${WIDTH - 1}" y="130" width="5" height="54" rx="2" fill="${frame}"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="${r}" fill="${frame}"/>` +
    `<rect x="4" y="4" width="${WIDTH - 8}" height="${HEIGHT - 8}" rx="${r - 4}" fill="#050505"/>` +
    screen +
    (homeButton ? `<g clip-path="url(#se)">${widgets}</g>` : widgets) +
    crease +
    cutout(art.front, WIDTH)
  );
}

export function back(art: PhoneArt, frame: string): string {
  return (
    `<rect x="-4" y="130" width="5" height="54" rx="2" fill="${frame}"/><rect x="${WIDTH - 1}" y="110" width="5" height="34" rx="2" fill="${frame}"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="${art.corner}" fill="url(#bd)" stroke="${frame}" stroke-width="3"/>` +
    // A soft reflection in the top-left corner, clear of the body sample.
    `<path d="M${art.corner} 0h60L0 150V${art.corner}z" fill="#fff" opacity=".07"/>` +
    art.back(art.body)
  );
}

/** The side frame's colour: the art's own, else a shade of the body that stands out from it. */
export const frameOf = (art: PhoneArt): string =>
  art.frame ?? (lightness(art.body) < 0.25 ? tint(art.body, 0.18) : shade(art.body, 0.14));

/** The gradients, clip and shadow filter every view of one phone uses. */
export function phoneDefs(art: PhoneArt): string {
  const [wallTop, wallBottom] = wallpaper(art.body);
  return `<defs>
<radialGradient id="bg" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9edf2"/></radialGradient>
<linearGradient id="wp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>
<linearGradient id="bd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(art.body, '#ffffff', 0.07)}"/><stop offset="1" stop-color="${mix(art.body, '#000000', 0.07)}"/></linearGradient>
<clipPath id="se"><rect x="14" y="62" width="${WIDTH - 28}" height="${HEIGHT - 124}"/></clipPath>
<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>`;
}

export function phoneSvg(art: PhoneArt): string {
  const frame = frameOf(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">
<title>${art.title}</title>
${phoneDefs(art)}
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="530" rx="200" ry="18" fill="#0f172a" opacity=".18" filter="url(#sh)"/>
<g transform="translate(96 98) rotate(-7 ${WIDTH / 2} ${HEIGHT / 2})">${front(art, frame)}</g>
<g transform="translate(${BACK_AT.x} ${BACK_AT.y})">${back(art, frame)}</g>
</svg>
`;
}
