import { raised, shade } from './colour.ts';
import { block, dot, flash, lens, ringedLens } from './parts.ts';
import { WIDTH } from './phone-svg.ts';

/**
 * The back of each demo model: camera layout and marks, drawn over the body in the back's own
 * coordinates. Everything stays in the top 220 px or the left 60 px, clear of the body sample in the
 * lower middle (BODY_SAMPLE), but for the realme 11 Pro+'s 2 px seam.
 */
type Back = (body: string) => string;

const appleLogo = (body: string, y = 196): string =>
  `<path transform="translate(0 ${y - 196})" d="M100 186c-6-4-16-3-20 5-5 9-2 22 6 30 4 4 8 4 14 1 6 3 10 3 14-1 8-8 11-21 6-30-4-8-14-9-20-5zM101 183c0-6 4-10 9-11 0 6-4 10-9 11z" fill="${raised(body, 0.1)}"/>`;

/** OnePlus's three-stage switch on the right-hand side. */
const alertSlider = `<rect x="${WIDTH - 1}" y="74" width="5" height="20" rx="2" fill="#b6bcc4"/>`;

/** Pixel's camera bar: runs edge to edge and stands proud of the sides. */
const pixelBar = (y: number, h: number, fill: string): string => block(-3, y, WIDTH + 6, h, h / 2, fill);
const pill = (x: number, y: number, w: number, h: number): string => block(x, y, w, h, h / 2, '#0b0d12', false);

export const backs = {
  // ------------------------------------------------------------------ Apple
  iphone11: (body) =>
    block(12, 12, 82, 82, 22, raised(body, 0.1)) +
    lens(33, 33, 15) +
    lens(33, 73, 15) +
    flash(73, 33, 5) +
    dot(73, 55, 2) +
    appleLogo(body),
  iphone12: (body) =>
    block(14, 14, 74, 74, 20, raised(body, 0.1)) +
    lens(34, 34, 13) +
    lens(34, 68, 13) +
    flash(68, 34, 5) +
    dot(68, 54, 2) +
    appleLogo(body),
  iphone13: (body) =>
    block(12, 12, 80, 80, 22, raised(body, 0.1)) +
    lens(33, 33, 15) +
    lens(71, 71, 15) +
    flash(71, 31, 5) +
    dot(33, 71, 2) +
    appleLogo(body),
  iphone15: (body) =>
    block(12, 12, 84, 84, 24, raised(body, 0.16)) +
    ringedLens(34, 34, 13, raised(body, 0.05)) +
    ringedLens(74, 74, 13, raised(body, 0.05)) +
    flash(74, 32, 5) +
    appleLogo(body),
  iphone13Pro: (body) =>
    block(10, 10, 104, 104, 26, raised(body, 0.12)) +
    lens(36, 36, 18) +
    lens(36, 88, 18) +
    lens(82, 62, 18) +
    flash(84, 25, 6) +
    dot(84, 99, 6) +
    appleLogo(body),
  iphone14Pro: (body) =>
    block(8, 8, 114, 114, 30, raised(body, 0.12)) +
    lens(38, 38, 20) +
    lens(38, 92, 20) +
    lens(88, 65, 20) +
    flash(90, 24, 6) +
    dot(90, 106, 6) +
    appleLogo(body),
  iphoneSe: (body) => ringedLens(28, 28, 11, raised(body, 0.14)) + flash(54, 28, 4) + appleLogo(body, 206),

  // ---------------------------------------------------------------- Samsung
  galaxyS23Ultra: (body) =>
    ringedLens(34, 40, 17, raised(body, 0.18)) +
    ringedLens(34, 86, 17, raised(body, 0.18)) +
    ringedLens(34, 132, 17, raised(body, 0.18)) +
    ringedLens(72, 48, 10, raised(body, 0.18)) +
    flash(72, 80, 5) +
    dot(72, 98, 4),
  // The "contour cut": a metal housing that flows out of the side frame.
  galaxyS22: (body) =>
    `<path d="M0 30Q0 8 22 8H38Q58 8 58 28V138Q58 158 38 158H0z" fill="${raised(body, 0.22)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(32, 38, 15) +
    lens(32, 83, 15) +
    lens(32, 128, 15) +
    flash(74, 30, 5),
  galaxyS21Fe: (body) =>
    `<path d="M0 28Q0 10 18 10H32Q52 10 52 30V128Q52 148 32 148H0z" fill="${raised(body, 0.08)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(28, 36, 13) +
    lens(28, 79, 13) +
    lens(28, 122, 13) +
    flash(68, 28, 5),
  galaxyA54: (body) =>
    ringedLens(34, 38, 15, raised(body, 0.12)) +
    ringedLens(34, 84, 15, raised(body, 0.12)) +
    ringedLens(34, 130, 15, raised(body, 0.12)) +
    flash(64, 38, 5),
  galaxyA34: (body) =>
    ringedLens(32, 34, 13, raised(body, 0.18)) +
    ringedLens(32, 74, 13, raised(body, 0.18)) +
    ringedLens(32, 114, 13, raised(body, 0.18)) +
    flash(60, 34, 4),
  galaxyM14: (body) =>
    ringedLens(30, 34, 11, shade(body, 0.3)) +
    ringedLens(30, 68, 11, shade(body, 0.3)) +
    ringedLens(30, 102, 11, shade(body, 0.3)) +
    flash(56, 34, 4),
  // The Flip's Flex Window fills the top half of its back, above the hinge.
  galaxyZFlip5: (body) =>
    block(10, 10, 180, 186, 26, '#0b0d12') +
    lens(40, 40, 14) +
    lens(40, 80, 14) +
    // A clock face on the cover screen (drawn, not text, so the render does not depend on fonts).
    `<circle cx="130" cy="128" r="34" fill="none" stroke="#e5e7eb" stroke-width="3"/><path d="M130 128V104M130 128l16 10" stroke="#e5e7eb" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="0" y="208" width="${WIDTH}" height="5" fill="${shade(body, 0.25)}"/>`,

  // ----------------------------------------------------------------- Xiaomi
  redmiNote13Pro: (body) =>
    block(12, 12, 58, 150, 14, raised(body, 0.1)) + lens(41, 44, 20) + lens(41, 96, 14) + lens(41, 136, 9) + flash(86, 26, 5),
  redmiNote12: (body) =>
    block(12, 12, 96, 96, 22, shade(body, 0.18)) + lens(38, 38, 16) + lens(38, 82, 13) + lens(82, 38, 10) + flash(82, 82, 6),
  xiaomi13T: () =>
    block(12, 12, 100, 100, 22, '#15171b') +
    lens(40, 40, 16) +
    lens(84, 40, 16) +
    lens(40, 84, 16) +
    flash(84, 84, 6) +
    dot(100, 100, 3, '#dc2626'),
  xiaomi12T: (body) =>
    block(12, 12, 96, 96, 20, raised(body, 0.1)) + lens(44, 46, 24) + lens(90, 30, 9) + lens(90, 58, 9) + flash(90, 84, 5),
  // POCO's black camera band across the top of a coloured back.
  pocoX6Pro: () =>
    `<path d="M0 30Q0 0 30 0H170Q200 0 200 30V120H0z" fill="#121316"/>` +
    ringedLens(46, 62, 20, '#2a2c31') +
    lens(100, 62, 13) +
    lens(136, 62, 10) +
    flash(170, 62, 6),
  redmi13C: (body) =>
    ringedLens(36, 40, 16, shade(body, 0.2)) +
    ringedLens(36, 90, 16, shade(body, 0.2)) +
    ringedLens(36, 140, 12, shade(body, 0.2)) +
    flash(74, 30, 5),

  // ----------------------------------------------------------------- realme
  // Vegan leather with a seam down the middle, under a round camera.
  realme11ProPlus: (body) =>
    `<rect x="99" y="150" width="2" height="270" fill="${shade(body, 0.12)}"/>` +
    `<circle cx="100" cy="88" r="62" fill="${raised(body, 0.1)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(100, 58, 18) +
    lens(74, 106, 15) +
    lens(126, 106, 15) +
    flash(100, 128, 4),
  // A watch face: a gold bezel with hour marks.
  realme12Pro: (body) =>
    `<circle cx="100" cy="90" r="60" fill="${raised(body, 0.14)}" stroke="#c9a24d" stroke-width="6"/>` +
    [0, 90, 180, 270]
      .map((angle) => `<rect x="98" y="34" width="4" height="8" fill="#c9a24d" transform="rotate(${angle} 100 90)"/>`)
      .join('') +
    lens(78, 80, 15) +
    lens(122, 80, 15) +
    lens(100, 116, 15) +
    flash(100, 54, 4),
  realmeC55: (body) => ringedLens(44, 46, 22, raised(body, 0.2)) + ringedLens(44, 106, 22, raised(body, 0.2)) + flash(86, 32, 5),
  // Racing stripes down the left, through the camera block.
  realmeGtNeo3: () =>
    `<rect x="22" y="0" width="8" height="420" fill="#f8fafc" opacity=".85"/><rect x="36" y="0" width="4" height="420" fill="#f8fafc" opacity=".85"/>` +
    block(12, 12, 100, 108, 18, '#0f1012') +
    lens(40, 42, 18) +
    lens(40, 90, 13) +
    lens(84, 42, 11) +
    flash(84, 78, 5),
  realmeNarzo60: (body) =>
    `<circle cx="60" cy="66" r="48" fill="${raised(body, 0.12)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(60, 48, 16) +
    lens(44, 86, 10) +
    flash(76, 86, 5),

  // ---------------------------------------------------------------- OnePlus
  // The camera circle flows into the side frame.
  oneplus11: (body) =>
    `<rect x="0" y="70" width="60" height="44" fill="${raised(body, 0.12)}"/><circle cx="60" cy="92" r="52" fill="${raised(body, 0.12)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(40, 74, 14) +
    lens(80, 74, 14) +
    lens(60, 114, 14) +
    flash(88, 114, 4) +
    alertSlider,
  oneplus12R: (body) =>
    `<circle cx="62" cy="96" r="54" fill="${raised(body, 0.12)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(62, 70, 16) +
    lens(62, 118, 12) +
    flash(92, 96, 5) +
    alertSlider,
  oneplus9Pro: (body) =>
    block(12, 12, 84, 130, 18, raised(body, 0.14)) +
    lens(38, 40, 17) +
    lens(38, 88, 17) +
    lens(76, 56, 9) +
    dot(76, 86, 6) +
    flash(76, 30, 5) +
    alertSlider,
  nordCe3Lite: () => ringedLens(44, 48, 22, '#d1d5db') + ringedLens(44, 112, 22, '#d1d5db') + flash(84, 36, 5),
  nord3: (body) =>
    ringedLens(38, 44, 16, raised(body, 0.22)) + ringedLens(38, 92, 16, raised(body, 0.22)) + flash(70, 44, 5) + alertSlider,

  // --------------------------------------------------------- Google Pixel
  pixel7Pro: (body) =>
    pixelBar(60, 56, raised(body, 0.22)) +
    pill(22, 70, 100, 36) +
    lens(42, 88, 13) +
    lens(82, 88, 13) +
    dot(108, 88, 4) +
    pill(132, 70, 40, 36) +
    lens(152, 88, 13) +
    flash(186, 88, 4),
  pixel6a: () => pixelBar(56, 44, '#0d0f12') + lens(44, 78, 12) + lens(76, 78, 12) + flash(108, 78, 4),
  pixel8: (body) =>
    pixelBar(60, 52, raised(body, 0.3)) + pill(26, 68, 110, 36) + lens(46, 86, 13) + lens(84, 86, 13) + flash(152, 86, 5),
  pixel7a: (body) =>
    pixelBar(62, 48, raised(body, 0.3)) +
    ringedLens(48, 86, 13, '#0b0d12') +
    ringedLens(88, 86, 13, '#0b0d12') +
    flash(150, 86, 4),
  pixel6Pro: () =>
    pixelBar(54, 50, '#0d0f12') +
    lens(40, 79, 13) +
    lens(74, 79, 13) +
    pill(100, 64, 44, 30) +
    lens(122, 79, 10) +
    flash(162, 79, 4),

  // ------------------------------------------------------------------- OPPO
  reno10: (body) =>
    block(12, 12, 52, 150, 26, raised(body, 0.1)) + lens(38, 40, 16) + lens(38, 88, 11) + lens(38, 134, 16) + flash(82, 30, 5),
  oppoA78: (body) =>
    block(12, 12, 64, 118, 14, shade(body, 0.15)) +
    ringedLens(44, 44, 18, shade(body, 0.3)) +
    ringedLens(44, 98, 18, shade(body, 0.3)) +
    flash(96, 30, 5),
  oppoF21Pro: () =>
    block(12, 12, 104, 64, 18, '#1a1b1e') + lens(40, 44, 18) + lens(84, 44, 18) + flash(134, 30, 5) + dot(134, 54, 4),
  reno11F: (body) =>
    block(12, 12, 96, 110, 24, raised(body, 0.12)) + lens(40, 40, 16) + lens(80, 40, 12) + lens(40, 90, 12) + flash(80, 90, 5),
  oppoA58: (body) => block(12, 12, 62, 128, 31, raised(body, 0.12)) + lens(43, 44, 20) + lens(43, 106, 20) + flash(96, 30, 5),

  // ------------------------------------------------------------------- vivo
  // vivo's Aura light: a soft square ring light beside the lenses.
  vivoV27: (body) =>
    block(12, 12, 110, 130, 22, raised(body, 0.14)) + lens(44, 46, 20) + lens(44, 106, 16) + block(80, 84, 30, 30, 8, '#fef9c3'),
  vivoY36: (body) =>
    `<circle cx="46" cy="50" r="30" fill="${raised(body, 0.14)}" stroke="#000" stroke-opacity=".16"/><circle cx="46" cy="118" r="30" fill="${raised(body, 0.14)}" stroke="#000" stroke-opacity=".16"/>` +
    lens(46, 50, 18) +
    lens(46, 118, 18) +
    flash(96, 40, 5),
  vivoV29e: (body) =>
    block(12, 12, 100, 100, 22, raised(body, 0.14)) + lens(42, 42, 17) + lens(84, 42, 12) + block(46, 72, 52, 26, 10, '#fef3c7'),
  vivoY17s: (body) =>
    ringedLens(40, 44, 18, raised(body, 0.2)) + ringedLens(40, 98, 18, raised(body, 0.2)) + lens(80, 44, 7) + flash(80, 72, 5),
  vivoV25: (body) =>
    block(12, 12, 100, 80, 20, raised(body, 0.14)) + lens(42, 46, 20) + lens(84, 32, 10) + lens(84, 62, 10) + flash(126, 30, 5),
} satisfies Record<string, Back>;
