import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { districts, divisions } from './bd-districts.ts';
import { hasValidLuhn, imeiDigits, imeiMessages } from './imei.ts';
import { listingFieldMessages } from './listing-fields.ts';
import { productListQuery } from './listing-query.ts';
import { messages } from './messages.ts';
import { editProductBody, newProductBody } from './product.ts';

const valid = {
  brand: 'b0f3c0de-0000-4000-8000-000000000001',
  productName: 'iPhone 13 128GB',
  image: '/uploads/a1b2-640.webp',
  purchase: 98000,
  selling: 64000,
  location: 'Dhanmondi',
  usingYears: 2,
  postDate: '2026-03-28',
  details: 'Battery 86%',
  model: 'iPhone 13',
  storageGb: 128,
  colour: 'Midnight',
  condition: 'excellent',
  variant: 'official',
  imei: '490154203237518',
  district: 'dhaka',
  area: 'Dhanmondi',
};
const fieldError = (field: string, value: unknown) => {
  const result = newProductBody.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

/** The check digit that makes fourteen digits a valid IMEI. */
const withCheckDigit = (fourteen: string) => {
  for (let digit = 0; digit <= 9; digit += 1) if (hasValidLuhn(`${fourteen}${digit}`)) return `${fourteen}${digit}`;
  throw new Error('no check digit');
};

describe('IMEI', () => {
  it('accepts known-good IMEIs and refuses each with its last digit changed', () => {
    for (const good of ['490154203237518', '356938035643809', '353918057012345'.slice(0, 14)].map((value) =>
      value.length === 14 ? withCheckDigit(value) : value,
    )) {
      expect(hasValidLuhn(good), good).toBe(true);
      const wrong = `${good.slice(0, 14)}${(Number(good[14]) + 1) % 10}`;
      expect(hasValidLuhn(wrong), wrong).toBe(false);
    }
  });

  it('finds every single-digit typo (Luhn property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (fourteen, position, shift) => {
        const good = withCheckDigit(fourteen);
        const typo = `${good.slice(0, position)}${(Number(good[position]) + shift) % 10}${good.slice(position + 1)}`;
        expect(hasValidLuhn(typo)).toBe(false);
      }),
    );
  });

  it('reads Bangla digits, spaces and dashes as the seller meant them', () => {
    expect(imeiDigits('৪৯০১৫৪ ২০৩২৩৭-৫১৮')).toBe('490154203237518');
    expect(newProductBody.parse({ ...valid, imei: '49-015420-323751-8' }).imei).toBe('490154203237518');
  });

  it('says what is wrong with each bad IMEI', () => {
    expect(fieldError('imei', '')).toBe(messages.required);
    expect(fieldError('imei', undefined)).toBe(messages.required);
    expect(fieldError('imei', '49015420323751')).toBe(imeiMessages.digits);
    expect(fieldError('imei', '49015420323751x')).toBe(imeiMessages.digits);
    expect(fieldError('imei', '490154203237519')).toBe(imeiMessages.checkDigit);
    expect(fieldError('imei2', '490154203237519')).toBe(imeiMessages.checkDigit);
    expect(fieldError('imei2', '12')).toBe(imeiMessages.digits);
  });

  it('takes the second IMEI as optional, empty as none', () => {
    expect(newProductBody.parse({ ...valid, imei2: '' }).imei2).toBeUndefined();
    expect(newProductBody.parse({ ...valid, imei2: '356938035643809' }).imei2).toBe('356938035643809');
  });
});

describe('the structured fields', () => {
  it('needs model, storage, colour, condition, variant, district and area, each with its message', () => {
    expect(fieldError('model', ' ')).toBe(messages.required);
    expect(fieldError('model', 'x'.repeat(81))).toBe('Model must be at most 80 characters');
    expect(fieldError('storageGb', '')).toBe(messages.required);
    expect(fieldError('storageGb', 100)).toBe(listingFieldMessages.storage);
    expect(fieldError('colour', '')).toBe(messages.required);
    expect(fieldError('condition', 'mint')).toBe(listingFieldMessages.condition);
    expect(fieldError('condition', undefined)).toBe(listingFieldMessages.condition);
    expect(fieldError('variant', 'grey')).toBe(listingFieldMessages.variant);
    expect(fieldError('district', 'atlantis')).toBe(listingFieldMessages.district);
    expect(fieldError('area', '')).toBe(messages.required);
  });

  it('takes RAM, battery health, warranty and what comes with it as optional, within their bounds', () => {
    expect(newProductBody.parse({ ...valid, ramGb: '', batteryHealth: '', warrantyMonths: null })).toMatchObject({
      ramGb: undefined,
      batteryHealth: undefined,
      warrantyMonths: undefined,
    });
    expect(newProductBody.parse({ ...valid, batteryHealth: '0', included: ['box', 'box', 'receipt'] })).toMatchObject({
      batteryHealth: 0,
      included: ['box', 'receipt'],
    });
    expect(fieldError('batteryHealth', 101)).toBe('Battery Health must be at most 100');
    expect(fieldError('batteryHealth', -1)).toBe('Battery Health must be at least 0');
    expect(fieldError('batteryHealth', '86.5')).toBe('Battery Health must be a whole number');
    expect(fieldError('ramGb', 5)).toBe(listingFieldMessages.ram);
    expect(fieldError('warrantyMonths', 37)).toBe('Warranty must be at most 36');
    expect(fieldError('included', ['box', 'sticker'])).toBe(listingFieldMessages.included);
  });

  it('lets an edit change the structured fields but never the IMEI', () => {
    expect(editProductBody.parse({ condition: 'fair', district: 'sylhet' })).toEqual({ condition: 'fair', district: 'sylhet' });
    expect(editProductBody.parse({ area: 'Zindabazar', imei: '356938035643809' })).toEqual({ area: 'Zindabazar' });
    expect(editProductBody.safeParse({ imei: '356938035643809' }).success).toBe(false);
  });
});

describe('the places', () => {
  it('holds the 8 divisions and 64 districts, each district in a division, no name twice', () => {
    expect(divisions).toHaveLength(8);
    expect(districts).toHaveLength(64);
    const divisionIds = new Set(divisions.map((division) => division.id));
    for (const district of districts) expect(divisionIds.has(district.division), district.id).toBe(true);
    expect(new Set(districts.map((district) => district.id)).size).toBe(64);
    expect(new Set(districts.map((district) => district.bn)).size).toBe(64);
  });

  it('filters lists by division and district, refusing unknown ones', () => {
    expect(productListQuery.parse({ division: 'sylhet', district: 'sylhet' })).toMatchObject({ division: 'sylhet', district: 'sylhet' });
    expect(productListQuery.safeParse({ district: 'atlantis' }).success).toBe(false);
    expect(productListQuery.safeParse({ division: "dhaka' or 1=1" }).success).toBe(false);
  });
});
