import { backs } from './backs.ts';
import type { PhoneArt } from './phone-svg.ts';

/**
 * Every demo phone picture: one per listing, in the colour its name states (the hex is the maker's
 * colour, nudged where needed so a small picture still reads as that colour). The seed's catalogue
 * points each listing at `/demo/phones/<file>.webp`.
 */
export const demoPhoneArt: PhoneArt[] = [
  // Apple: notch or Dynamic Island in front, the camera bump behind.
  { file: 'iphone-13-midnight', title: 'iPhone 13, midnight', body: '#1f2630', front: 'small-notch', corner: 32, back: backs.iphone13 },
  { file: 'iphone-12-blue', title: 'iPhone 12, blue', body: '#1f4f7a', front: 'notch', corner: 28, back: backs.iphone12 },
  { file: 'iphone-14-pro-deep-purple', title: 'iPhone 14 Pro, deep purple', body: '#5a4872', front: 'island', corner: 32, back: backs.iphone14Pro },
  { file: 'iphone-11-black', title: 'iPhone 11, black', body: '#1f2021', front: 'notch', corner: 38, back: backs.iphone11 },
  { file: 'iphone-15-pink', title: 'iPhone 15, pink', body: '#f3c0cf', front: 'island', corner: 34, back: backs.iphone15 },
  { file: 'iphone-13-pro-max-sierra-blue', title: 'iPhone 13 Pro Max, Sierra Blue', body: '#9bb7d3', front: 'small-notch', corner: 30, back: backs.iphone13Pro },
  { file: 'iphone-se-starlight', title: 'iPhone SE, starlight', body: '#f1ebe1', front: 'home-button', corner: 34, back: backs.iphoneSe },

  // Samsung: a punch-hole or waterdrop in front.
  { file: 'galaxy-s23-ultra-phantom-black', title: 'Galaxy S23 Ultra, phantom black', body: '#1d1e20', front: 'punch-centre', corner: 14, back: backs.galaxyS23Ultra },
  { file: 'galaxy-s22-green', title: 'Galaxy S22, green', body: '#38604a', front: 'punch-centre', corner: 30, back: backs.galaxyS22 },
  { file: 'galaxy-a54-lavender', title: 'Galaxy A54, awesome lavender', body: '#c6b3e8', front: 'punch-centre', corner: 30, back: backs.galaxyA54 },
  { file: 'galaxy-a34-silver', title: 'Galaxy A34, awesome silver', body: '#d6d9de', front: 'waterdrop', corner: 30, back: backs.galaxyA34 },
  { file: 'galaxy-s21-fe-graphite', title: 'Galaxy S21 FE, graphite', body: '#45474c', front: 'punch-centre', corner: 30, back: backs.galaxyS21Fe },
  { file: 'galaxy-m14-smoky-teal', title: 'Galaxy M14, smoky teal', body: '#3a7077', front: 'waterdrop', corner: 32, back: backs.galaxyM14 },
  { file: 'galaxy-z-flip5-mint', title: 'Galaxy Z Flip5, mint', body: '#bde3cd', front: 'punch-centre', corner: 26, back: backs.galaxyZFlip5, foldable: true },

  // Xiaomi, Redmi and POCO.
  { file: 'redmi-note-13-pro-midnight-black', title: 'Redmi Note 13 Pro, midnight black', body: '#1b1c20', front: 'punch-centre', corner: 30, back: backs.redmiNote13Pro },
  { file: 'redmi-note-12-ice-blue', title: 'Redmi Note 12, ice blue', body: '#a3c4e6', front: 'punch-centre', corner: 30, back: backs.redmiNote12 },
  { file: 'xiaomi-13t-alpine-blue', title: 'Xiaomi 13T, alpine blue', body: '#6d9ccf', front: 'punch-centre', corner: 28, back: backs.xiaomi13T },
  { file: 'poco-x6-pro-yellow', title: 'POCO X6 Pro, yellow', body: '#f1c232', front: 'punch-centre', corner: 28, back: backs.pocoX6Pro },
  { file: 'redmi-13c-clover-green', title: 'Redmi 13C, clover green', body: '#84b892', front: 'waterdrop', corner: 32, back: backs.redmi13C },
  { file: 'xiaomi-12t-black', title: 'Xiaomi 12T, black', body: '#222326', front: 'punch-centre', corner: 28, back: backs.xiaomi12T },

  // realme.
  { file: 'realme-11-pro-plus-sunrise-beige', title: 'realme 11 Pro+, sunrise beige', body: '#e6cfab', front: 'punch-centre', corner: 32, back: backs.realme11ProPlus },
  { file: 'realme-c55-sunshower', title: 'realme C55, sunshower', body: '#e5c158', front: 'punch-centre', corner: 32, back: backs.realmeC55 },
  { file: 'realme-gt-neo-3-asphalt-black', title: 'realme GT Neo 3, asphalt black', body: '#27292d', front: 'punch-left', corner: 28, back: backs.realmeGtNeo3 },
  { file: 'realme-narzo-60-cosmic-black', title: 'realme narzo 60, cosmic black', body: '#1c1d24', front: 'punch-centre', corner: 30, back: backs.realmeNarzo60 },
  { file: 'realme-12-pro-navigator-beige', title: 'realme 12 Pro, navigator beige', body: '#dcc49c', front: 'punch-centre', corner: 32, back: backs.realme12Pro },

  // OnePlus: the alert slider on the side.
  { file: 'oneplus-11-titan-black', title: 'OnePlus 11, titan black', body: '#1e2023', front: 'punch-left', corner: 32, back: backs.oneplus11 },
  { file: 'oneplus-nord-ce3-lite-pastel-lime', title: 'OnePlus Nord CE 3 Lite, pastel lime', body: '#cde38a', front: 'punch-left', corner: 30, back: backs.nordCe3Lite },
  { file: 'oneplus-9-pro-morning-mist', title: 'OnePlus 9 Pro, morning mist', body: '#c9cdd3', front: 'punch-left', corner: 32, back: backs.oneplus9Pro },
  { file: 'oneplus-12r-iron-gray', title: 'OnePlus 12R, iron gray', body: '#5b5e64', front: 'punch-centre', corner: 32, back: backs.oneplus12R },
  { file: 'oneplus-nord-3-tempest-gray', title: 'OnePlus Nord 3, tempest gray', body: '#6c7076', front: 'punch-centre', corner: 30, back: backs.nord3 },

  // Google Pixel: the camera bar.
  { file: 'pixel-7-pro-obsidian', title: 'Pixel 7 Pro, obsidian', body: '#202124', front: 'punch-centre', corner: 34, back: backs.pixel7Pro },
  { file: 'pixel-6a-chalk', title: 'Pixel 6a, chalk', body: '#ebe8e0', front: 'punch-centre', corner: 30, back: backs.pixel6a },
  { file: 'pixel-8-hazel', title: 'Pixel 8, hazel', body: '#82997f', front: 'punch-centre', corner: 36, back: backs.pixel8 },
  { file: 'pixel-7a-sea', title: 'Pixel 7a, sea', body: '#a5c3dd', front: 'punch-centre', corner: 32, back: backs.pixel7a },
  { file: 'pixel-6-pro-stormy-black', title: 'Pixel 6 Pro, stormy black', body: '#2a2b2e', front: 'punch-centre', corner: 34, back: backs.pixel6Pro },

  // OPPO.
  { file: 'oppo-reno10-ice-blue', title: 'OPPO Reno10, ice blue', body: '#a7cbe8', front: 'punch-centre', corner: 32, back: backs.reno10 },
  { file: 'oppo-a78-aqua-green', title: 'OPPO A78, aqua green', body: '#56b09c', front: 'punch-left', corner: 30, back: backs.oppoA78 },
  { file: 'oppo-f21-pro-sunset-orange', title: 'OPPO F21 Pro, sunset orange', body: '#e8793a', front: 'punch-left', corner: 30, back: backs.oppoF21Pro },
  { file: 'oppo-reno11-f-palm-green', title: 'OPPO Reno11 F, palm green', body: '#4c8a69', front: 'punch-centre', corner: 32, back: backs.reno11F },
  { file: 'oppo-a58-glowing-black', title: 'OPPO A58, glowing black', body: '#1f2024', front: 'punch-left', corner: 30, back: backs.oppoA58 },

  // vivo.
  { file: 'vivo-v27-magic-blue', title: 'vivo V27, magic blue', body: '#4f74d6', front: 'punch-centre', corner: 32, back: backs.vivoV27 },
  { file: 'vivo-y36-meteor-black', title: 'vivo Y36, meteor black', body: '#212328', front: 'punch-centre', corner: 30, back: backs.vivoY36 },
  { file: 'vivo-v29e-artistic-red', title: 'vivo V29e, artistic red', body: '#b52e3a', front: 'punch-centre', corner: 32, back: backs.vivoV29e },
  { file: 'vivo-y17s-glitter-purple', title: 'vivo Y17s, glitter purple', body: '#a386d6', front: 'waterdrop', corner: 30, back: backs.vivoY17s },
  { file: 'vivo-v25-surfing-blue', title: 'vivo V25, surfing blue', body: '#4a92e0', front: 'punch-centre', corner: 32, back: backs.vivoV25 },
];
