import { createHash } from 'node:crypto';
/**
 * PhoneHaat demo catalogue — plain typed data used by the seed script.
 * Images live under apps/web/public/demo/ and are referenced by URL path.
 * Prices are whole Bangladeshi Taka (TK).
 */

export interface DemoCategory {
  key: string;
  name: string;
  img: string; // '/demo/brands/<key>.webp' (likewise)
}

export interface DemoPerson {
  key: string;
  name: string;
  email: string;
  photoURL: string; // '/demo/avatars/<key>.svg'
  role: 'User' | 'Seller' | 'admin';
  verify?: boolean;
}

export interface DemoProduct {
  key: string;
  productName: string;
  brand: string; // DemoCategory key
  seller: string; // DemoPerson key (role Seller)
  purchase: number; // original price, whole TK
  selling: number; // asking price, whole TK, below purchase
  usingYears: number; // 0-5
  location: string;
  details: string;
  postDate: string; // 'YYYY-MM-DD'
  image: string; // '/demo/phones/<file>.webp', one per listing in its named colour (drawn in cli/demo-art/: npm run demo-images -w apps/server)
  ads?: boolean;
}

export const demoPassword = 'phonehaat-demo';

export const demoCategories: DemoCategory[] = [
  { key: 'apple', name: 'Apple', img: '/demo/brands/apple.webp' },
  { key: 'samsung', name: 'Samsung', img: '/demo/brands/samsung.webp' },
  { key: 'xiaomi', name: 'Xiaomi', img: '/demo/brands/xiaomi.webp' },
  { key: 'realme', name: 'Realme', img: '/demo/brands/realme.webp' },
  { key: 'oneplus', name: 'OnePlus', img: '/demo/brands/oneplus.webp' },
  { key: 'google-pixel', name: 'Google Pixel', img: '/demo/brands/google-pixel.webp' },
  { key: 'oppo', name: 'Oppo', img: '/demo/brands/oppo.webp' },
  { key: 'vivo', name: 'Vivo', img: '/demo/brands/vivo.webp' },
];

export const demoPeople: DemoPerson[] = [
  { key: 'admin', name: 'Tanvir Ahmed', email: 'admin@phonehaat.test', photoURL: '/demo/avatars/admin.svg', role: 'admin' },
  {
    key: 'rahim',
    name: 'Rahim Uddin',
    email: 'rahim.seller@phonehaat.test',
    photoURL: '/demo/avatars/rahim.svg',
    role: 'Seller',
    verify: true,
  },
  {
    key: 'nusrat',
    name: 'Nusrat Jahan',
    email: 'nusrat.seller@phonehaat.test',
    photoURL: '/demo/avatars/nusrat.svg',
    role: 'Seller',
    verify: true,
  },
  {
    key: 'kamal',
    name: 'Kamal Hossain',
    email: 'kamal.seller@phonehaat.test',
    photoURL: '/demo/avatars/kamal.svg',
    role: 'Seller',
    verify: false,
  },
  {
    key: 'farhana',
    name: 'Farhana Akter',
    email: 'farhana.seller@phonehaat.test',
    photoURL: '/demo/avatars/farhana.svg',
    role: 'Seller',
    verify: false,
  },
  { key: 'sadia', name: 'Sadia Islam', email: 'buyer@phonehaat.test', photoURL: '/demo/avatars/sadia.svg', role: 'User' },
  { key: 'arif', name: 'Arif Chowdhury', email: 'arif.buyer@phonehaat.test', photoURL: '/demo/avatars/arif.svg', role: 'User' },
  {
    key: 'mithila',
    name: 'Mithila Rahman',
    email: 'mithila.buyer@phonehaat.test',
    photoURL: '/demo/avatars/mithila.svg',
    role: 'User',
  },
];

const img = (file: string): string => `/demo/phones/${file}.webp`;

/**
 * A demo person's user id, the same in every database seeded: a demo verification photo's paper shows
 * its seller's listing code, which is made from the seller's id (decision 0040).
 */
export function demoPersonId(key: string): string {
  const hex = createHash('sha256').update(`phonehaat-demo-person:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const demoProducts: DemoProduct[] = [
  // ---------------------------------------------------------------- Apple
  {
    key: 'iphone-13-128-midnight',
    productName: 'iPhone 13 128GB Midnight',
    brand: 'apple',
    seller: 'rahim',
    purchase: 98000,
    selling: 64000,
    usingYears: 2,
    location: 'Dhanmondi, Dhaka',
    details:
      'Official Apple Bangladesh unit, never opened or repaired. Battery health 86%, Face ID and True Tone working perfectly. Comes with the original box and cable. Selling because I upgraded to a newer model.',
    postDate: '2026-03-28',
    image: img('iphone-13-midnight'),
    ads: true,
  },
  {
    key: 'iphone-12-64-blue',
    productName: 'iPhone 12 64GB Blue',
    brand: 'apple',
    seller: 'kamal',
    purchase: 85000,
    selling: 42000,
    usingYears: 3,
    location: 'Zindabazar, Sylhet',
    details:
      'Used with a cover and screen protector since day one, only a tiny scratch on the frame. Battery health 79%, still lasts a full day with normal use. No box, but I will give a 20W charger. Need money for my studies, so selling.',
    postDate: '2026-02-14',
    image: img('iphone-12-blue'),
  },
  {
    key: 'iphone-14-pro-256-purple',
    productName: 'iPhone 14 Pro 256GB Deep Purple',
    brand: 'apple',
    seller: 'nusrat',
    purchase: 165000,
    selling: 112000,
    usingYears: 2,
    location: 'Agrabad, Chattogram',
    details:
      'Brought from Dubai, eSIM + physical SIM both working. Battery health 88%, no dents or scratches, always kept in a case. Full box with cable and receipt. Selling because I switched to Android for work.',
    postDate: '2026-04-02',
    image: img('iphone-14-pro-deep-purple'),
    ads: true,
  },
  {
    key: 'iphone-11-128-black',
    productName: 'iPhone 11 128GB Black',
    brand: 'apple',
    seller: 'farhana',
    purchase: 78000,
    selling: 33000,
    usingYears: 4,
    location: 'Kandirpar, Cumilla',
    details:
      'Battery was replaced last year at an Apple service point, health now 94%. Some light marks on the back glass, screen is original and clean. Only the phone and a cable, no box. Good phone for a student.',
    postDate: '2026-01-19',
    image: img('iphone-11-black'),
  },
  {
    key: 'iphone-15-128-pink',
    productName: 'iPhone 15 128GB Pink',
    brand: 'apple',
    seller: 'rahim',
    purchase: 135000,
    selling: 108000,
    usingYears: 1,
    location: 'Gulshan 2, Dhaka',
    details:
      'Like new, used for about a year by my sister. Battery health 97%, USB-C cable and box included. Apple warranty has ended but no problem at all. Selling because she got a gift phone.',
    postDate: '2026-04-10',
    image: img('iphone-15-pink'),
  },
  {
    key: 'iphone-13-pro-max-256-sierra',
    productName: 'iPhone 13 Pro Max 256GB Sierra Blue',
    brand: 'apple',
    seller: 'nusrat',
    purchase: 160000,
    selling: 88000,
    usingYears: 3,
    location: 'GEC Circle, Chattogram',
    details:
      'All three cameras and ProMotion display working 100%. Battery health 82%. Minor scuff on the bottom corner, hardly visible with a case. Box and original cable included.',
    postDate: '2026-03-05',
    image: img('iphone-13-pro-max-sierra-blue'),
  },
  {
    key: 'iphone-se-2022-64-starlight',
    productName: 'iPhone SE (2022) 64GB Starlight',
    brand: 'apple',
    seller: 'kamal',
    purchase: 58000,
    selling: 29000,
    usingYears: 3,
    location: 'Uttara Sector 7, Dhaka',
    details:
      'Compact phone with Touch ID, perfect as a backup or for parents. Battery health 81%. No scratches on the screen, comes with box. Selling as I do not need two phones.',
    postDate: '2026-02-22',
    image: img('iphone-se-starlight'),
  },

  // -------------------------------------------------------------- Samsung
  {
    key: 'galaxy-s23-ultra-12-256-black',
    productName: 'Samsung Galaxy S23 Ultra 12/256GB Phantom Black',
    brand: 'samsung',
    seller: 'nusrat',
    purchase: 165000,
    selling: 105000,
    usingYears: 2,
    location: 'Khulshi, Chattogram',
    details:
      'Official Samsung Bangladesh set, S Pen included and working. Screen has zero burn-in, battery backup is still a full day. Full box with charger and bill copy. Selling to buy a laptop.',
    postDate: '2026-03-30',
    image: img('galaxy-s23-ultra-phantom-black'),
    ads: true,
  },
  {
    key: 'galaxy-s22-8-128-green',
    productName: 'Samsung Galaxy S22 8/128GB Green',
    brand: 'samsung',
    seller: 'rahim',
    purchase: 105000,
    selling: 52000,
    usingYears: 3,
    location: 'Mirpur 10, Dhaka',
    details:
      'Small flagship, fits in one hand. Display and cameras perfect, battery is average so you may need to charge twice on heavy days. Box and cable included, no charger. Genuine buyers only please.',
    postDate: '2026-02-08',
    image: img('galaxy-s22-green'),
  },
  {
    key: 'galaxy-a54-8-128-lavender',
    productName: 'Samsung Galaxy A54 5G 8/128GB Awesome Lavender',
    brand: 'samsung',
    seller: 'farhana',
    purchase: 50000,
    selling: 31000,
    usingYears: 2,
    location: 'Khulna Road, Satkhira',
    details:
      'Official set, always used with a back cover. No scratches, fingerprint and face unlock fine. Box and 25W charger included. Selling because I got an office phone.',
    postDate: '2026-03-12',
    image: img('galaxy-a54-lavender'),
  },
  {
    key: 'galaxy-a34-8-256-silver',
    productName: 'Samsung Galaxy A34 5G 8/256GB Awesome Silver',
    brand: 'samsung',
    seller: 'kamal',
    purchase: 45000,
    selling: 27500,
    usingYears: 2,
    location: 'Sreemangal, Moulvibazar',
    details:
      'Good condition, small dot on the frame from a fall but the screen is untouched. Battery gives around 7 hours screen time. Only phone and charger, box is lost.',
    postDate: '2026-01-27',
    image: img('galaxy-a34-silver'),
  },
  {
    key: 'galaxy-s21-fe-8-128-graphite',
    productName: 'Samsung Galaxy S21 FE 5G 8/128GB Graphite',
    brand: 'samsung',
    seller: 'rahim',
    purchase: 70000,
    selling: 30000,
    usingYears: 3,
    location: 'Bashundhara R/A, Dhaka',
    details:
      'Display changed once at the Samsung service center with an original part (receipt available). Everything works, 120Hz smooth. Comes with box and cable.',
    postDate: '2026-02-03',
    image: img('galaxy-s21-fe-graphite'),
  },
  {
    key: 'galaxy-m14-6-128-teal',
    productName: 'Samsung Galaxy M14 5G 6/128GB Smoky Teal',
    brand: 'samsung',
    seller: 'farhana',
    purchase: 20000,
    selling: 12500,
    usingYears: 1,
    location: 'Station Road, Dinajpur',
    details:
      'Huge 6000mAh battery, easily lasts two days. Like new condition with box and charger. Selling because I bought a phone with a better camera.',
    postDate: '2026-04-06',
    image: img('galaxy-m14-smoky-teal'),
  },
  {
    key: 'galaxy-z-flip5-8-256-mint',
    productName: 'Samsung Galaxy Z Flip5 8/256GB Mint',
    brand: 'samsung',
    seller: 'nusrat',
    purchase: 135000,
    selling: 82000,
    usingYears: 1,
    location: 'Nasirabad, Chattogram',
    details:
      'Hinge is tight, crease is normal and the inner screen protector is still the original one. Cover screen has no scratches. Full box with the official Samsung case. Selling because I prefer a bigger phone.',
    postDate: '2026-03-18',
    image: img('galaxy-z-flip5-mint'),
    ads: true,
  },

  // --------------------------------------------------------------- Xiaomi
  {
    key: 'redmi-note-13-pro-8-256-black',
    productName: 'Redmi Note 13 Pro 8/256GB Midnight Black',
    brand: 'xiaomi',
    seller: 'kamal',
    purchase: 36000,
    selling: 26500,
    usingYears: 1,
    location: 'Chowhatta, Sylhet',
    details:
      '200MP camera phone, takes excellent photos. Official warranty still valid for 2 more months. Full box with 67W charger. Selling because I need cash urgently.',
    postDate: '2026-04-12',
    image: img('redmi-note-13-pro-midnight-black'),
  },
  {
    key: 'redmi-note-12-6-128-blue',
    productName: 'Redmi Note 12 6/128GB Ice Blue',
    brand: 'xiaomi',
    seller: 'farhana',
    purchase: 22000,
    selling: 14500,
    usingYears: 2,
    location: "Kolatoli, Cox's Bazar",
    details:
      'AMOLED screen is bright and clean, no dead pixels. Back panel has a few hairline scratches. Charger and cable included. Good daily driver for the price.',
    postDate: '2026-01-31',
    image: img('redmi-note-12-ice-blue'),
  },
  {
    key: 'xiaomi-13t-12-256-blue',
    productName: 'Xiaomi 13T 12/256GB Alpine Blue',
    brand: 'xiaomi',
    seller: 'rahim',
    purchase: 62000,
    selling: 44000,
    usingYears: 1,
    location: 'Banani, Dhaka',
    details:
      'Leica-tuned cameras, 144Hz display, vegan leather back still looks new. Battery holds a full day, charges in about 40 minutes. Box, charger and case included.',
    postDate: '2026-03-22',
    image: img('xiaomi-13t-alpine-blue'),
  },
  {
    key: 'poco-x6-pro-12-512-yellow',
    productName: 'POCO X6 Pro 5G 12/512GB Yellow',
    brand: 'xiaomi',
    seller: 'kamal',
    purchase: 42000,
    selling: 33000,
    usingYears: 1,
    location: 'Tongi, Gazipur',
    details:
      'Gaming beast, Genshin runs smoothly on high settings. No heating issues and no scratches. Box and 67W charger included. Selling because I am moving abroad.',
    postDate: '2026-04-15',
    image: img('poco-x6-pro-yellow'),
    ads: true,
  },
  {
    key: 'redmi-13c-6-128-green',
    productName: 'Redmi 13C 6/128GB Clover Green',
    brand: 'xiaomi',
    seller: 'farhana',
    purchase: 15000,
    selling: 9800,
    usingYears: 1,
    location: 'Chowrasta, Jashore',
    details:
      'Used by my mother for light calls and YouTube, like-new condition. Battery lasts 2 days. Box and charger included, price slightly negotiable.',
    postDate: '2026-02-18',
    image: img('redmi-13c-clover-green'),
  },
  {
    key: 'xiaomi-12t-8-256-black',
    productName: 'Xiaomi 12T 8/256GB Black',
    brand: 'xiaomi',
    seller: 'nusrat',
    purchase: 55000,
    selling: 31000,
    usingYears: 2,
    location: 'Maijdee, Noakhali',
    details:
      'Fast 120W charging, full charge in under 20 minutes. Screen has a protector with a small crack, the real display underneath is perfect. Comes with box and charger.',
    postDate: '2026-01-24',
    image: img('xiaomi-12t-black'),
  },

  // --------------------------------------------------------------- Realme
  {
    key: 'realme-11-pro-plus-12-512-beige',
    productName: 'realme 11 Pro+ 5G 12/512GB Sunrise Beige',
    brand: 'realme',
    seller: 'rahim',
    purchase: 48000,
    selling: 33000,
    usingYears: 1,
    location: 'Motijheel, Dhaka',
    details:
      'Curved display and 200MP camera, leather back without any marks. 100W SuperVOOC charger and box included. Selling to upgrade to an iPhone.',
    postDate: '2026-03-09',
    image: img('realme-11-pro-plus-sunrise-beige'),
  },
  {
    key: 'realme-c55-8-256-sunshower',
    productName: 'realme C55 8/256GB Sunshower',
    brand: 'realme',
    seller: 'farhana',
    purchase: 22000,
    selling: 13500,
    usingYears: 2,
    location: 'Shalgaria, Pabna',
    details: 'Budget phone in good condition, minor scratches on the back. Battery backup is strong. Charger included, no box.',
    postDate: '2026-02-11',
    image: img('realme-c55-sunshower'),
  },
  {
    key: 'realme-gt-neo-3-12-256-black',
    productName: 'realme GT Neo 3 12/256GB Asphalt Black',
    brand: 'realme',
    seller: 'kamal',
    purchase: 50000,
    selling: 27000,
    usingYears: 3,
    location: 'Puran Bazar, Faridpur',
    details:
      'Performance is still great for gaming, 150W charger works fine. Battery health is around 85% in the settings. Small dent near the power button. Box available.',
    postDate: '2026-01-15',
    image: img('realme-gt-neo-3-asphalt-black'),
  },
  {
    key: 'realme-narzo-60-8-128-black',
    productName: 'realme narzo 60 5G 8/128GB Cosmic Black',
    brand: 'realme',
    seller: 'nusrat',
    purchase: 25000,
    selling: 17000,
    usingYears: 1,
    location: 'Trunk Road, Feni',
    details: 'Used for 10 months only, always in a cover. No problem with network or camera. Full box with 33W charger.',
    postDate: '2026-03-26',
    image: img('realme-narzo-60-cosmic-black'),
  },
  {
    key: 'realme-12-pro-8-256-beige',
    productName: 'realme 12 Pro 5G 8/256GB Navigator Beige',
    brand: 'realme',
    seller: 'rahim',
    purchase: 38000,
    selling: 29500,
    usingYears: 1,
    location: 'Dhanmondi, Dhaka',
    details:
      'Periscope zoom camera, great for portraits. Bought from an official outlet with 4 months of warranty left. Full box with charger and bill copy.',
    postDate: '2026-04-08',
    image: img('realme-12-pro-navigator-beige'),
  },

  // -------------------------------------------------------------- OnePlus
  {
    key: 'oneplus-11-16-256-black',
    productName: 'OnePlus 11 5G 16/256GB Titan Black',
    brand: 'oneplus',
    seller: 'nusrat',
    purchase: 85000,
    selling: 56000,
    usingYears: 2,
    location: 'Agrabad, Chattogram',
    details:
      'Global version, dual SIM. Hasselblad camera is excellent, no scratches on screen or back. Battery still gives 6-7 hours screen on time. Box and 100W charger included.',
    postDate: '2026-02-26',
    image: img('oneplus-11-titan-black'),
    ads: true,
  },
  {
    key: 'oneplus-nord-ce3-lite-8-128-lime',
    productName: 'OnePlus Nord CE 3 Lite 8/128GB Pastel Lime',
    brand: 'oneplus',
    seller: 'farhana',
    purchase: 28000,
    selling: 18500,
    usingYears: 2,
    location: 'Mojompur, Kushtia',
    details:
      'Clean phone with no repair history. 3.5mm jack and 67W charging. Comes with charger, box is not available. Selling because I got a new one as a gift.',
    postDate: '2026-01-29',
    image: img('oneplus-nord-ce3-lite-pastel-lime'),
  },
  {
    key: 'oneplus-9-pro-12-256-mist',
    productName: 'OnePlus 9 Pro 12/256GB Morning Mist',
    brand: 'oneplus',
    seller: 'kamal',
    purchase: 90000,
    selling: 38000,
    usingYears: 4,
    location: 'Chashara, Narayanganj',
    details:
      'Old flagship that still flies. Small green line at the edge of the screen appears sometimes, otherwise everything is fine. Battery health around 80%. Price is fixed.',
    postDate: '2026-02-05',
    image: img('oneplus-9-pro-morning-mist'),
  },
  {
    key: 'oneplus-12r-16-256-gray',
    productName: 'OnePlus 12R 16/256GB Iron Gray',
    brand: 'oneplus',
    seller: 'rahim',
    purchase: 68000,
    selling: 54000,
    usingYears: 1,
    location: 'Uttara Sector 4, Dhaka',
    details:
      'Almost new, used for around 8 months. 5500mAh battery easily lasts a day and a half. Full box with charger and original case. Serious buyers can test at my place.',
    postDate: '2026-04-14',
    image: img('oneplus-12r-iron-gray'),
  },
  {
    key: 'oneplus-nord-3-16-256-gray',
    productName: 'OnePlus Nord 3 5G 16/256GB Tempest Gray',
    brand: 'oneplus',
    seller: 'nusrat',
    purchase: 52000,
    selling: 34000,
    usingYears: 2,
    location: 'Patenga, Chattogram',
    details:
      'Alert slider, stereo speakers and 120Hz display all working. A few light scratches on the frame. Box and 80W charger included.',
    postDate: '2026-03-02',
    image: img('oneplus-nord-3-tempest-gray'),
  },

  // --------------------------------------------------------- Google Pixel
  {
    key: 'pixel-7-pro-12-128-obsidian',
    productName: 'Google Pixel 7 Pro 12/128GB Obsidian',
    brand: 'google-pixel',
    seller: 'rahim',
    purchase: 95000,
    selling: 52000,
    usingYears: 2,
    location: 'Gulshan 1, Dhaka',
    details:
      'US version, network unlocked and works with all Bangladeshi SIMs (tax paid, registered in NEIR). Best camera in this price range. Battery health is fine for daily use. Phone and cable only.',
    postDate: '2026-03-15',
    image: img('pixel-7-pro-obsidian'),
    ads: true,
  },
  {
    key: 'pixel-6a-6-128-chalk',
    productName: 'Google Pixel 6a 6/128GB Chalk',
    brand: 'google-pixel',
    seller: 'kamal',
    purchase: 42000,
    selling: 21000,
    usingYears: 3,
    location: 'Chowdhury Bazar, Habiganj',
    details:
      'Stock Android with clean updates. Small scratch on the camera bar glass, does not affect photos. Comes with a Type-C cable, no charger.',
    postDate: '2026-01-22',
    image: img('pixel-6a-chalk'),
  },
  {
    key: 'pixel-8-8-128-hazel',
    productName: 'Google Pixel 8 8/128GB Hazel',
    brand: 'google-pixel',
    seller: 'nusrat',
    purchase: 78000,
    selling: 58000,
    usingYears: 1,
    location: 'Khulshi, Chattogram',
    details:
      'Bought from a reputed shop in Jamuna Future Park, NEIR registered. No scratches, battery health 95%. Box and cable included. Selling because I need an iPhone for work.',
    postDate: '2026-04-04',
    image: img('pixel-8-hazel'),
  },
  {
    key: 'pixel-7a-8-128-sea',
    productName: 'Google Pixel 7a 8/128GB Sea',
    brand: 'google-pixel',
    seller: 'farhana',
    purchase: 52000,
    selling: 34000,
    usingYears: 2,
    location: 'Natun Bazar, Barishal',
    details: 'Compact Pixel with a great camera. Some signs of use on the back, screen is perfect. Box available, no charger.',
    postDate: '2026-02-20',
    image: img('pixel-7a-sea'),
  },
  {
    key: 'pixel-6-pro-12-128-black',
    productName: 'Google Pixel 6 Pro 12/128GB Stormy Black',
    brand: 'google-pixel',
    seller: 'kamal',
    purchase: 88000,
    selling: 36000,
    usingYears: 4,
    location: 'Kachari Bazar, Kishoreganj',
    details:
      'Curved display has a faint shadow only visible on a white screen. Cameras and fingerprint work fine. Battery replaced six months ago. Only the phone.',
    postDate: '2026-01-11',
    image: img('pixel-6-pro-stormy-black'),
  },

  // ----------------------------------------------------------------- Oppo
  {
    key: 'oppo-reno10-8-256-blue',
    productName: 'OPPO Reno10 5G 8/256GB Ice Blue',
    brand: 'oppo',
    seller: 'farhana',
    purchase: 50000,
    selling: 32000,
    usingYears: 2,
    location: 'Mongla Road, Bagerhat',
    details: 'Slim and light, portrait camera is excellent. Official set with no repairs. Box, 67W charger and cover included.',
    postDate: '2026-03-07',
    image: img('oppo-reno10-ice-blue'),
  },
  {
    key: 'oppo-a78-8-128-green',
    productName: 'OPPO A78 8/128GB Aqua Green',
    brand: 'oppo',
    seller: 'kamal',
    purchase: 28000,
    selling: 17500,
    usingYears: 2,
    location: 'Pourashava Road, Sunamganj',
    details: 'Good condition, 90Hz AMOLED screen with no scratches. Battery backup is decent. Charger included, box is missing.',
    postDate: '2026-02-16',
    image: img('oppo-a78-aqua-green'),
  },
  {
    key: 'oppo-f21-pro-8-128-orange',
    productName: 'OPPO F21 Pro 8/128GB Sunset Orange',
    brand: 'oppo',
    seller: 'rahim',
    purchase: 33000,
    selling: 18000,
    usingYears: 3,
    location: 'Victoria Road, Tangail',
    details:
      'Fiberglass-leather back still looks nice. Some scratches on the frame, screen is clean. Comes with box and 33W charger.',
    postDate: '2026-01-08',
    image: img('oppo-f21-pro-sunset-orange'),
  },
  {
    key: 'oppo-reno11-f-8-256-green',
    productName: 'OPPO Reno11 F 5G 8/256GB Palm Green',
    brand: 'oppo',
    seller: 'nusrat',
    purchase: 40000,
    selling: 31500,
    usingYears: 1,
    location: 'Jamal Khan, Chattogram',
    details:
      'Used only 6 months, looks brand new. Official warranty still running. Full box with charger. Selling because I received an office phone.',
    postDate: '2026-04-11',
    image: img('oppo-reno11-f-palm-green'),
  },
  {
    key: 'oppo-a58-6-128-black',
    productName: 'OPPO A58 6/128GB Glowing Black',
    brand: 'oppo',
    seller: 'farhana',
    purchase: 21000,
    selling: 14000,
    usingYears: 1,
    location: 'Shahjadpur, Sirajganj',
    details: 'Big screen with loud stereo speakers, good for videos. No issues at all. Box and charger included.',
    postDate: '2026-03-20',
    image: img('oppo-a58-glowing-black'),
  },

  // ----------------------------------------------------------------- Vivo
  {
    key: 'vivo-v27-12-256-blue',
    productName: 'vivo V27 5G 12/256GB Magic Blue',
    brand: 'vivo',
    seller: 'kamal',
    purchase: 50000,
    selling: 31000,
    usingYears: 2,
    location: 'Zindabazar, Sylhet',
    details:
      'Colour-changing back panel works in sunlight, looks amazing. Aura light portrait is great for photos. Box and 66W charger included, no scratches.',
    postDate: '2026-03-03',
    image: img('vivo-v27-magic-blue'),
  },
  {
    key: 'vivo-y36-8-128-black',
    productName: 'vivo Y36 8/128GB Meteor Black',
    brand: 'vivo',
    seller: 'rahim',
    purchase: 27000,
    selling: 17500,
    usingYears: 2,
    location: 'Savar Bazar, Dhaka',
    details:
      'Daily use phone in good condition. Small crack on the screen protector only. Battery lasts a full day. Charger included.',
    postDate: '2026-02-01',
    image: img('vivo-y36-meteor-black'),
  },
  {
    key: 'vivo-v29e-8-256-red',
    productName: 'vivo V29e 5G 8/256GB Artistic Red',
    brand: 'vivo',
    seller: 'nusrat',
    purchase: 43000,
    selling: 32000,
    usingYears: 1,
    location: 'Muradpur, Chattogram',
    details:
      'Curved AMOLED screen, 50MP selfie camera. Looks brand new, always in a cover. Full box, charger and bill copy included. Warranty ends next month.',
    postDate: '2026-04-09',
    image: img('vivo-v29e-artistic-red'),
  },
  {
    key: 'vivo-y17s-6-128-purple',
    productName: 'vivo Y17s 6/128GB Glitter Purple',
    brand: 'vivo',
    seller: 'farhana',
    purchase: 18000,
    selling: 11500,
    usingYears: 1,
    location: 'Satmatha, Bogura',
    details:
      'Budget phone with a long-lasting battery. Very light use, no scratches. Box and charger included. Perfect for students.',
    postDate: '2026-02-27',
    image: img('vivo-y17s-glitter-purple'),
  },
  {
    key: 'vivo-v25-8-256-blue',
    productName: 'vivo V25 5G 8/256GB Surfing Blue',
    brand: 'vivo',
    seller: 'kamal',
    purchase: 45000,
    selling: 23000,
    usingYears: 3,
    location: 'Mymensingh Sadar, Mymensingh',
    details:
      'Working perfectly, OIS night camera still takes good shots. Battery health is average, lasts until evening. Minor frame scratches. Box not available, charger included.',
    postDate: '2026-01-17',
    image: img('vivo-v25-surfing-blue'),
    ads: true,
  },
];
