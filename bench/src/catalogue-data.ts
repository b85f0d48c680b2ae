/** Realistic-looking used-phone listings for Bangladesh, generated from a seeded PRNG so every run is the same. */
import { banglaSpellings } from '@phonehaat/server/db';
import { districts } from '@phonehaat/contract';

export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

interface Model {
  name: string;
  /** New price in TK of the base storage. */
  price: number;
  storage: number[];
}

/** Brand slug (the demo categories' keys) → share of listings and models. */
export const brands: { slug: string; name: string; img: string; share: number; image: string; models: Model[] }[] = [
  {
    slug: 'apple',
    name: 'Apple',
    img: '/demo/brands/apple.svg',
    share: 0.22,
    image: '/demo/phones/iphone-front-midnight.svg',
    models: [
      { name: 'iPhone 11', price: 70000, storage: [64, 128] },
      { name: 'iPhone 12', price: 85000, storage: [64, 128, 256] },
      { name: 'iPhone 12 Pro', price: 110000, storage: [128, 256] },
      { name: 'iPhone 13', price: 98000, storage: [128, 256] },
      { name: 'iPhone 13 mini', price: 85000, storage: [128, 256] },
      { name: 'iPhone 13 Pro', price: 130000, storage: [128, 256, 512] },
      { name: 'iPhone 13 Pro Max', price: 150000, storage: [128, 256, 512] },
      { name: 'iPhone 14', price: 115000, storage: [128, 256] },
      { name: 'iPhone 14 Pro', price: 150000, storage: [128, 256, 512] },
      { name: 'iPhone 15', price: 135000, storage: [128, 256] },
      { name: 'iPhone 15 Pro Max', price: 190000, storage: [256, 512] },
      { name: 'iPhone SE 2022', price: 55000, storage: [64, 128] },
      { name: 'iPhone XR', price: 50000, storage: [64, 128] },
    ],
  },
  {
    slug: 'samsung',
    name: 'Samsung',
    img: '/demo/brands/samsung.svg',
    share: 0.24,
    image: '/demo/phones/galaxy-s-front-black.svg',
    models: [
      { name: 'Galaxy S21 FE', price: 60000, storage: [128, 256] },
      { name: 'Galaxy S22', price: 90000, storage: [128, 256] },
      { name: 'Galaxy S22 Ultra', price: 130000, storage: [256, 512] },
      { name: 'Galaxy S23', price: 100000, storage: [128, 256] },
      { name: 'Galaxy S23 Ultra', price: 150000, storage: [256, 512] },
      { name: 'Galaxy A14', price: 18000, storage: [64, 128] },
      { name: 'Galaxy A34', price: 33000, storage: [128, 256] },
      { name: 'Galaxy A54', price: 45000, storage: [128, 256] },
      { name: 'Galaxy M14', price: 20000, storage: [64, 128] },
      { name: 'Galaxy Z Flip 4', price: 110000, storage: [128, 256] },
    ],
  },
  {
    slug: 'xiaomi',
    name: 'Xiaomi',
    img: '/demo/brands/xiaomi.svg',
    share: 0.18,
    image: '/demo/phones/galaxy-a-rear-lavender.svg',
    models: [
      { name: 'Redmi Note 12', price: 22000, storage: [64, 128] },
      { name: 'Redmi Note 12 Pro', price: 32000, storage: [128, 256] },
      { name: 'Redmi Note 13', price: 25000, storage: [128, 256] },
      { name: 'Redmi 12C', price: 14000, storage: [64, 128] },
      { name: 'Poco X5 Pro', price: 35000, storage: [128, 256] },
      { name: 'Poco F5', price: 45000, storage: [256] },
      { name: 'Xiaomi 13T', price: 60000, storage: [256] },
    ],
  },
  {
    slug: 'realme',
    name: 'Realme',
    img: '/demo/brands/realme.svg',
    share: 0.1,
    image: '/demo/phones/galaxy-a-rear-lavender.svg',
    models: [
      { name: 'Realme C55', price: 19000, storage: [64, 128] },
      { name: 'Realme 11', price: 26000, storage: [128, 256] },
      { name: 'Realme 11 Pro', price: 36000, storage: [256] },
      { name: 'Realme Narzo 60', price: 24000, storage: [128] },
    ],
  },
  {
    slug: 'oneplus',
    name: 'OnePlus',
    img: '/demo/brands/oneplus.svg',
    share: 0.07,
    image: '/demo/phones/galaxy-s-front-black.svg',
    models: [
      { name: 'OnePlus 9', price: 60000, storage: [128, 256] },
      { name: 'OnePlus 10 Pro', price: 85000, storage: [128, 256] },
      { name: 'OnePlus 11', price: 80000, storage: [256] },
      { name: 'OnePlus Nord CE 3', price: 32000, storage: [128, 256] },
    ],
  },
  {
    slug: 'google-pixel',
    name: 'Google Pixel',
    img: '/demo/brands/google-pixel.svg',
    share: 0.05,
    image: '/demo/phones/iphone-pro-rear-graphite.svg',
    models: [
      { name: 'Pixel 6', price: 55000, storage: [128] },
      { name: 'Pixel 6a', price: 40000, storage: [128] },
      { name: 'Pixel 7', price: 65000, storage: [128, 256] },
      { name: 'Pixel 7 Pro', price: 85000, storage: [128, 256] },
      { name: 'Pixel 8', price: 80000, storage: [128, 256] },
    ],
  },
  {
    slug: 'oppo',
    name: 'Oppo',
    img: '/demo/brands/oppo.svg',
    share: 0.08,
    image: '/demo/phones/iphone-island-purple.svg',
    models: [
      { name: 'Oppo A78', price: 26000, storage: [128] },
      { name: 'Oppo Reno 8', price: 42000, storage: [128, 256] },
      { name: 'Oppo Reno 10', price: 50000, storage: [256] },
      { name: 'Oppo F21 Pro', price: 30000, storage: [128] },
    ],
  },
  {
    slug: 'vivo',
    name: 'Vivo',
    img: '/demo/brands/vivo.svg',
    share: 0.06,
    image: '/demo/phones/iphone-island-purple.svg',
    models: [
      { name: 'Vivo Y36', price: 24000, storage: [128] },
      { name: 'Vivo V27', price: 45000, storage: [256] },
      { name: 'Vivo V29', price: 50000, storage: [256] },
      { name: 'Vivo Y22', price: 18000, storage: [64, 128] },
    ],
  },
];

const colours = [
  'Black',
  'White',
  'Blue',
  'Midnight',
  'Starlight',
  'Green',
  'Purple',
  'Graphite',
  'Silver',
  'Gold',
  'Red',
  'Lavender',
];

export const locations = [
  'Dhanmondi, Dhaka',
  'Mirpur, Dhaka',
  'Uttara, Dhaka',
  'Gulshan, Dhaka',
  'Mohammadpur, Dhaka',
  'Banani, Dhaka',
  'Bashundhara, Dhaka',
  'Motijheel, Dhaka',
  'Agrabad, Chattogram',
  'GEC Circle, Chattogram',
  'Nasirabad, Chattogram',
  'Zindabazar, Sylhet',
  'Amberkhana, Sylhet',
  'Shaheb Bazar, Rajshahi',
  'Sonadanga, Khulna',
  'Band Road, Barishal',
  'Jahaj Company More, Rangpur',
  'Kandirpar, Cumilla',
  'Chashara, Narayanganj',
  'Joydebpur, Gazipur',
  'Ganginar Par, Mymensingh',
];

const conditions = [
  'Battery health {b}%, no scratches on the screen.',
  'Minor scratches on the frame, display is perfect. Battery health {b}%.',
  'Official unit with box and charger. Battery health {b}%.',
  'Used with a cover since day one. Battery {b}%, all sensors working.',
  'Back glass has a small crack, everything else works. Battery {b}%.',
];
const reasons = [
  'Selling because I upgraded.',
  'Need money urgently.',
  'Got a new phone as a gift.',
  'Moving abroad next month.',
  'Price slightly negotiable.',
];

export const firstNames = [
  'Rahim',
  'Karim',
  'Nusrat',
  'Farhana',
  'Kamal',
  'Sadia',
  'Arif',
  'Mithila',
  'Tanvir',
  'Jannat',
  'Rafiq',
  'Sumaiya',
  'Hasan',
  'Tahmina',
  'Imran',
  'Ayesha',
  'Shakib',
  'Nabila',
  'Mahmud',
  'Rumana',
];
export const lastNames = [
  'Uddin',
  'Hossain',
  'Akter',
  'Islam',
  'Chowdhury',
  'Rahman',
  'Ahmed',
  'Khan',
  'Sarker',
  'Begum',
  'Miah',
  'Talukder',
];

export interface GeneratedProduct {
  productName: string;
  image: string;
  purchase: number;
  selling: number;
  location: string;
  details: string;
  usingYears: number;
  brandIndex: number;
  model: string;
  storageGb: number;
}

const cumulativeShares = brands.reduce<number[]>((acc, brand) => [...acc, (acc.at(-1) ?? 0) + brand.share], []);

export function generateProduct(random: () => number): GeneratedProduct {
  const roll = random() * cumulativeShares.at(-1)!;
  const brandIndex = Math.max(
    0,
    cumulativeShares.findIndex((share) => roll < share),
  );
  const brand = brands[brandIndex]!;
  const model = pick(random, brand.models);
  const storage = pick(random, model.storage);
  const usingYears = Math.floor(random() * 5);
  const purchase = Math.round((model.price * (1 + model.storage.indexOf(storage) * 0.12)) / 500) * 500;
  const selling = Math.max(1000, Math.round((purchase * (0.85 - usingYears * 0.12 - random() * 0.1)) / 500) * 500);
  const battery = 75 + Math.floor(random() * 25);
  return {
    productName: `${model.name} ${storage}GB ${pick(random, colours)}`,
    image: brand.image,
    purchase,
    selling,
    location: pick(random, locations),
    details: `${pick(random, conditions).replace('{b}', String(battery))} ${pick(random, reasons)}`,
    usingYears,
    brandIndex,
    model: model.name,
    storageGb: storage,
  };
}

/** A listing's condition, battery, variant and district (issue 26's filters). */
export interface DeviceFacts {
  condition: (typeof conditionGrades)[number];
  batteryHealth: number;
  variant: 'official' | 'unofficial';
  division: string;
  district: string;
}

const conditionGrades = ['like_new', 'excellent', 'good', 'fair'] as const;
const dhaka = districts.find((district) => district.id === 'dhaka')!;
const chattogram = districts.find((district) => district.id === 'chattogram')!;

/**
 * Drawn from their own PRNG (not generateProduct's), so that the names, prices and dates of every
 * earlier bench figure stay the same. Half the listings are in Dhaka district, a tenth in Chattogram,
 * the rest spread over the 64: roughly where Bangladesh's phones are sold.
 */
export function generateDeviceFacts(random: () => number): DeviceFacts {
  const roll = random();
  const district = roll < 0.5 ? dhaka : roll < 0.6 ? chattogram : pick(random, districts);
  return {
    condition: pick(random, conditionGrades),
    batteryHealth: 70 + Math.floor(random() * 31),
    variant: random() < 0.7 ? 'official' : 'unofficial',
    division: district.division,
    district: district.id,
  };
}

/** One listing in this many is written in Bangla (bench:explain's Bangla searches find both kinds). */
export const BANGLA_LISTING_EVERY = 50;

const banglaDigits = '০১২৩৪৫৬৭৮৯';

/**
 * A name as a Bangla seller writes it: brand and model words in their first Bangla spelling, digits in
 * Bangla digits, the rest (storage units, colours) as it was: "iPhone 13 128GB Black" → "আইফোন ১৩ ১২৮GB Black".
 */
export function inBangla(productName: string): string {
  return productName
    .split(' ')
    .map((word) => banglaSpellings[word.toLowerCase()]?.[0] ?? word)
    .join(' ')
    .replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);
}
