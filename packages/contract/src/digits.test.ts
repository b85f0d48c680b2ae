import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingForm } from './booking.ts';
import { bookingMessages } from './messages.ts';
import { latinDigits } from './digits.ts';
import { productListQuery } from './listing-query.ts';
import { payoutAccount } from './money.ts';
import { newProductBody } from './product.ts';

// Issue 36 item 16: Bangla digits (০১৭…) typed anywhere a number is typed read as the ASCII ones.

const bangla = (ascii: string) => ascii.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

const listing = {
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

describe('latinDigits', () => {
  it('reads each Bangla digit as its ASCII one and leaves every other character', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('+৮৮০ ১৭১১-২২৩৩৪৪')).toBe('+880 1711-223344');
    expect(latinDigits('ঢাকা 12')).toBe('ঢাকা 12');
  });

  it('is the identity on text without Bangla digits, and undoes any Bangla writing of ASCII digits', () => {
    fc.assert(fc.property(fc.string(), (text) => latinDigits(text.replace(/[\u09e6-\u09ef]/g, '')) === text.replace(/[\u09e6-\u09ef]/g, '')));
    fc.assert(fc.property(fc.stringMatching(/^[0-9 +-]{0,20}$/), (ascii) => latinDigits(bangla(ascii)) === ascii));
  });
});

describe('schemas read Bangla digits', () => {
  it('booking phone: ০১৭১১২২৩৩৪৪ is 01711223344, and a short one is still refused', () => {
    expect(bookingForm.parse({ pickUpLocation: 'Mirpur 10', phone: '০১৭১১-২২৩৩৪৪' }).phone).toBe('01711223344');
    const short = bookingForm.safeParse({ pickUpLocation: 'Mirpur 10', phone: '০১৭' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(bookingMessages.phone);
  });

  it('listing prices, years, battery, warranty and IMEI typed in Bangla digits', () => {
    const parsed = newProductBody.parse({
      ...listing,
      purchase: '৯৮০০০',
      selling: '৬৪০০০',
      usingYears: '২',
      storageGb: '১২৮',
      batteryHealth: '৮৬',
      warrantyMonths: '৬',
      imei: '৪৯০১৫৪২০৩২৩৭৫১৮',
    });
    expect(parsed).toMatchObject({
      purchase: 98000,
      selling: 64000,
      usingYears: 2,
      storageGb: 128,
      batteryHealth: 86,
      warrantyMonths: 6,
      imei: '490154203237518',
    });
    // Bounds hold for Bangla digits as for ASCII ones.
    expect(newProductBody.safeParse({ ...listing, batteryHealth: '১০১' }).error?.issues[0]?.message).toBe('Battery Health must be at most 100');
  });

  it('payout accounts: a bKash number and a bank account number', () => {
    expect(payoutAccount.parse({ method: 'bkash', number: '০১৭১২৩৪৫৬৭৮' })).toEqual({ method: 'bkash', number: '01712345678' });
    expect(payoutAccount.parse({ method: 'bank', name: 'Rahim', number: '১২৩৪৫৬৭৮', bank: 'Sonali', branch: 'Motijheel' }).number).toBe('12345678');
  });

  it('the /products price filters', () => {
    expect(productListQuery.parse({ minPrice: '২০০০০', maxPrice: '৫০০০০' })).toMatchObject({ minPrice: 20000, maxPrice: 50000 });
  });
});
