import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseBangladeshiMobile, toGatewayMsisdn } from './phone-numbers.ts';

describe('normaliseBangladeshiMobile', () => {
  it('reads the forms people type into E.164', () => {
    for (const typed of [
      '01712345678',
      '+8801712345678',
      '8801712345678',
      '01712-345678',
      '017 1234 5678',
      '+880 1712-345678',
      '+88 017 1234 5678',
      ' 01712345678 ',
      '০১৭১২৩৪৫৬৭৮',
      '+৮৮০ ১৭১২-৩৪৫৬৭৮',
      '01712–345678',
    ]) {
      expect(normaliseBangladeshiMobile(typed), typed).toBe('+8801712345678');
    }
  });

  it('takes every operator prefix from 013 to 019', () => {
    for (const operator of ['3', '4', '5', '6', '7', '8', '9']) {
      expect(normaliseBangladeshiMobile(`01${operator}00000000`)).toBe(`+8801${operator}00000000`);
    }
  });

  it('refuses what is not a Bangladeshi mobile number', () => {
    for (const typed of [
      '',
      '01212345678', // no operator 012
      '01012345678',
      '0171234567', // a digit short
      '017123456789', // a digit long
      '1712345678', // no trunk 0
      '+01712345678',
      '+8817123456789',
      '008801712345678',
      '+4401712345678',
      '0171234567a',
      '(017) 12345678',
      '028123456', // Dhaka landline
      '٠١٧١٢٣٤٥٦٧٨', // Arabic-Indic digits are not Bangla
    ]) {
      expect(normaliseBangladeshiMobile(typed), typed).toBeUndefined();
    }
  });
});

describe('toGatewayMsisdn', () => {
  it('drops the plus', () => {
    expect(toGatewayMsisdn('+8801912345678')).toBe('8801912345678');
    expect(toGatewayMsisdn('01912345678')).toBe('8801912345678');
    expect(toGatewayMsisdn('+880123')).toBeUndefined();
  });
});

const banglaDigits = '০১২৩৪৫৬৭৮৯';
const typedNumber = fc
  .tuple(
    fc.constantFrom('', '+88', '88', '+880 ', '+88 '),
    fc.constantFrom('3', '4', '5', '6', '7', '8', '9'),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    fc.constantFrom(' ', '-', ''),
    fc.boolean(),
  )
  .map(([prefix, operator, rest, separator, bangla]) => {
    const national = `01${operator}${rest.slice(0, 2).join('')}${separator}${rest.slice(2).join('')}`;
    // '+880 1712…' writes the country code whole and drops the trunk 0.
    const text = prefix === '+880 ' ? `${prefix}${national.slice(1)}` : `${prefix}${national}`;
    return bangla ? text.replace(/\d/g, (digit) => banglaDigits[Number(digit)]!) : text;
  });

describe('normaliseBangladeshiMobile (properties)', () => {
  it('accepts every typed form, and what it answers has 13 digits after + and is its own normal form', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        const normal = normaliseBangladeshiMobile(typed);
        expect(normal).toMatch(/^\+8801[3-9]\d{8}$/);
        expect(normal!.slice(1)).toHaveLength(13);
        expect(normaliseBangladeshiMobile(normal!)).toBe(normal);
      }),
    );
  });

  it('is idempotent on any text: what it accepts it answers unchanged the second time', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?(88)?0?1[0-9]{9}$/)), (text) => {
        const normal = normaliseBangladeshiMobile(text);
        if (normal === undefined) return;
        expect(/^\+\d{13}$/.test(normal)).toBe(true);
        expect(normaliseBangladeshiMobile(normal)).toBe(normal);
      }),
    );
  });
});
