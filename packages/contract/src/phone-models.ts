// Plain data, no zod: the Add Product form and the product page read these without the schemas.

/**
 * Popular models of the demo catalogue's eight brands in Bangladesh's used market (late 2026), keyed by the
 * brand's name in lower case. The form offers these and "Other" with the seller's own text; the API keeps
 * whichever text it is given, so a brand or model not listed here can still be sold.
 */
export const phoneModels: Record<string, readonly string[]> = {
  apple: [
    'iPhone 11',
    'iPhone 12',
    'iPhone 12 Pro',
    'iPhone 13',
    'iPhone 13 Pro',
    'iPhone 13 Pro Max',
    'iPhone 14',
    'iPhone 14 Pro',
    'iPhone 14 Pro Max',
    'iPhone 15',
    'iPhone 15 Pro',
    'iPhone 15 Pro Max',
    'iPhone 16',
    'iPhone 16 Pro',
    'iPhone 16 Pro Max',
    'iPhone 17',
    'iPhone SE (2022)',
  ],
  samsung: [
    'Galaxy A15',
    'Galaxy A25',
    'Galaxy A34',
    'Galaxy A35',
    'Galaxy A54',
    'Galaxy A55',
    'Galaxy A56',
    'Galaxy M14',
    'Galaxy M35',
    'Galaxy S21 FE',
    'Galaxy S22',
    'Galaxy S22 Ultra',
    'Galaxy S23',
    'Galaxy S23 Ultra',
    'Galaxy S24',
    'Galaxy S24 Ultra',
    'Galaxy S25',
    'Galaxy S25 Ultra',
    'Galaxy Z Flip5',
    'Galaxy Z Flip6',
    'Galaxy Z Fold6',
  ],
  xiaomi: [
    'Poco F6',
    'Poco X6 Pro',
    'Redmi 13',
    'Redmi 13C',
    'Redmi 14C',
    'Redmi Note 12',
    'Redmi Note 13',
    'Redmi Note 13 Pro',
    'Redmi Note 14',
    'Redmi Note 14 Pro',
    'Redmi Note 14 Pro+',
    'Xiaomi 12T',
    'Xiaomi 13T',
    'Xiaomi 14',
    'Xiaomi 14T Pro',
    'Xiaomi 15',
  ],
  realme: [
    'Realme 11 Pro+',
    'Realme 12 Pro',
    'Realme 12 Pro+',
    'Realme 13 Pro',
    'Realme 14 Pro',
    'Realme C55',
    'Realme C65',
    'Realme C75',
    'Realme GT 6',
    'Realme GT 7 Pro',
    'Realme GT Neo 3',
    'Realme Narzo 60',
    'Realme Narzo 70',
  ],
  oneplus: [
    'OnePlus 9 Pro',
    'OnePlus 11',
    'OnePlus 12',
    'OnePlus 12R',
    'OnePlus 13',
    'OnePlus 13R',
    'OnePlus Nord 3',
    'OnePlus Nord 4',
    'OnePlus Nord CE4',
    'OnePlus Nord CE 3 Lite',
  ],
  'google pixel': [
    'Pixel 6 Pro',
    'Pixel 6a',
    'Pixel 7',
    'Pixel 7 Pro',
    'Pixel 7a',
    'Pixel 8',
    'Pixel 8 Pro',
    'Pixel 8a',
    'Pixel 9',
    'Pixel 9 Pro',
    'Pixel 9 Pro XL',
  ],
  oppo: [
    'Oppo A3',
    'Oppo A58',
    'Oppo A60',
    'Oppo A78',
    'Oppo A79',
    'Oppo F21 Pro',
    'Oppo Find X8',
    'Oppo Reno10',
    'Oppo Reno11 F',
    'Oppo Reno 11',
    'Oppo Reno 12',
    'Oppo Reno 12 Pro',
    'Oppo Reno 13',
  ],
  vivo: [
    'Vivo V25',
    'Vivo V27',
    'Vivo V29e',
    'Vivo V30',
    'Vivo V40',
    'Vivo V50',
    'Vivo X100 Pro',
    'Vivo X200',
    'Vivo Y17s',
    'Vivo Y18',
    'Vivo Y28',
    'Vivo Y29',
    'Vivo Y36',
  ],
};

/** The models listed for a brand (by its name), none for a brand not in the list. */
export const modelsOfBrand = (brandName: string | undefined): readonly string[] =>
  phoneModels[brandName?.trim().toLowerCase() ?? ''] ?? [];

/** Storage sizes and RAM sizes the form offers, in GB. */
export const storageSizesGb = [16, 32, 64, 128, 256, 512, 1024] as const;
export const ramSizesGb = [2, 3, 4, 6, 8, 12, 16, 24] as const;

/**
 * The four written condition grades, best first. Their definitions (what scratches, screen marks and
 * faults each allows) are texts of the web app's `listing` namespace, in both languages.
 */
export const conditionGrades = ['like_new', 'excellent', 'good', 'fair'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

/** Official: a BTRC-registered import; unofficial: brought in otherwise (its IMEI may not pass NEIR). */
export const phoneVariants = ['official', 'unofficial'] as const;
export type PhoneVariant = (typeof phoneVariants)[number];

/** What comes with the phone. */
export const includedItems = ['box', 'charger', 'receipt'] as const;
export type IncludedItem = (typeof includedItems)[number];

export const MAX_WARRANTY_MONTHS = 36;
