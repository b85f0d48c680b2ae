import { front, frameOf, HEIGHT, phoneDefs, WIDTH, type PhoneArt } from './phone-svg.ts';

/**
 * A demo verification photo (decision 0040): the phone lying on a wooden table beside a sheet of paper
 * with the seller's listing code written on it, as a seller not yet verified photographs it.
 */
export function verificationPhotoSvg(art: PhoneArt, code: string): string {
  const frame = frameOf(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">
<title>${art.title} beside a paper reading ${code}</title>
${phoneDefs(art)}
<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b08052"/><stop offset="1" stop-color="#8a5d36"/></linearGradient>
<rect width="600" height="600" fill="url(#wood)"/>
<path d="M0 120c150 20 300-20 600 10M0 330c200 25 380-15 600 5M0 500c170 18 400-22 600 6" stroke="#6f4826" stroke-width="3" fill="none" opacity=".35"/>
<g transform="translate(52 110) rotate(-8 ${WIDTH / 2} ${HEIGHT / 2}) scale(.9)">${front(art, frame)}</g>
<g transform="translate(318 170) rotate(6)">
<rect x="6" y="8" width="236" height="300" fill="#000" opacity=".18"/>
<rect width="236" height="300" fill="#fbfaf6"/>
<path d="M18 60h200M18 100h200M18 140h200M18 180h200M18 220h200M18 260h200" stroke="#9cc3e6" stroke-width="1.5"/>
<text x="118" y="128" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="30" font-weight="bold" fill="#1e3a8a" transform="rotate(-3 118 128)">${code}</text>
<text x="118" y="206" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#1e3a8a" transform="rotate(-2 118 206)">PhoneHaat</text>
</g>
</svg>
`;
}
