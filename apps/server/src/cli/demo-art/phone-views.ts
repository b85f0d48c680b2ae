import { mix, shade, tint } from './colour.ts';
import { back, frameOf, front, HEIGHT, phoneDefs, WIDTH, type PhoneArt } from './phone-svg.ts';

/**
 * A demo listing's further photos (issue 26): the front and the back each on its own, upright, and the
 * phone turned to show its side, as a seller photographs a phone for sale. Same colours and camera
 * layout as its cover (phone-svg.ts), so every photo of a listing is the same phone.
 */
export type PhoneView = 'front' | 'back' | 'side';
export const phoneViews: readonly PhoneView[] = ['front', 'back', 'side'];

const CENTRE = { x: (600 - WIDTH) / 2, y: (600 - HEIGHT) / 2 - 10 };
const EDGE = 26;

/** The phone turned about 50° to its right: the back, narrowed, and the left edge with its buttons. */
function side(art: PhoneArt, frame: string): string {
  const edgeTop = tint(frame, 0.25);
  const edgeBottom = shade(frame, 0.2);
  return (
    `<linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${edgeBottom}"/><stop offset=".5" stop-color="${edgeTop}"/><stop offset="1" stop-color="${frame}"/></linearGradient>` +
    `<g transform="translate(${CENTRE.x + 40} ${CENTRE.y + 16}) skewY(-8)">` +
    // The left edge: the glass front's thin black line, the frame, the volume and power buttons.
    `<rect x="${-EDGE}" y="0" width="${EDGE + 8}" height="${HEIGHT}" rx="12" fill="url(#edge)"/>` +
    `<rect x="${-EDGE}" y="10" width="3" height="${HEIGHT - 20}" rx="1.5" fill="#050505" opacity=".85"/>` +
    `<rect x="${-EDGE + 8}" y="110" width="9" height="34" rx="4" fill="${mix(frame, '#000000', 0.25)}"/>` +
    `<rect x="${-EDGE + 8}" y="154" width="9" height="34" rx="4" fill="${mix(frame, '#000000', 0.25)}"/>` +
    `<g transform="scale(.68 1)">${back(art, frame)}</g>` +
    `</g>`
  );
}

export function phoneViewSvg(art: PhoneArt, view: PhoneView): string {
  const frame = frameOf(art);
  const drawn =
    view === 'side'
      ? side(art, frame)
      : `<g transform="translate(${CENTRE.x} ${CENTRE.y})">${view === 'front' ? front(art, frame) : back(art, frame)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">
<title>${art.title}, ${view}</title>
${phoneDefs(art)}
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="545" rx="150" ry="14" fill="#0f172a" opacity=".18" filter="url(#sh)"/>
${drawn}
</svg>
`;
}
