import { describe, expect, it } from 'vitest';
import { containsPhone, findLinks, MASK, maskContacts } from './contact-masking.ts';

const masked = (text: string) => maskContacts(text).text;

describe('contact masking', () => {
  it('hides Bangladeshi mobile numbers however they are written, in Latin or Bangla digits', () => {
    expect(masked('Call me on 01712-345678 after 5')).toBe(`Call me on ${MASK} after 5`);
    expect(masked('+8801712345678')).toBe(MASK);
    expect(masked('WhatsApp: +880 1712 345 678.')).toBe(`WhatsApp: ${MASK}.`);
    expect(masked('8801912345678 নম্বরে ফোন দিন')).toBe(`${MASK} নম্বরে ফোন দিন`);
    expect(masked('আমার নম্বর ০১৭১২৩৪৫৬৭৮, বিকেলে কল করুন')).toBe(`আমার নম্বর ${MASK}, বিকেলে কল করুন`);
    expect(masked('নম্বর: +৮৮০ ১৮১১-২২৩৩৪৪')).toBe(`নম্বর: ${MASK}`);
    expect(masked('০১৫ ১২ ৩৪ ৫৬ ৭৮')).toBe(MASK);
  });

  it('leaves prices, years, model numbers and IMEIs alone', () => {
    const plain = [
      'Last price 45,000 taka, bought in 2023',
      'দাম ৬২০০০ টাকা, ব্যাটারি ৮৮%',
      'Galaxy S22 8/128GB, iOS 17.5',
      'IMEI 356789012345678 is on the box',
      'Dhaka.Please reply',
      'Is it the 2.0 version? e.g. the Pro',
    ];
    for (const text of plain) expect(maskContacts(text), text).toEqual({ text, masked: false });
  });

  it('hides email addresses whole', () => {
    expect(maskContacts('Mail rahim.uddin+phone@gmail.com now')).toEqual({ text: `Mail ${MASK} now`, masked: true });
    expect(masked('ইমেইল করুন seller_bd@yahoo.com.bd তে')).toBe(`ইমেইল করুন ${MASK} তে`);
  });

  it('hides links with or without a scheme, leaving the sentence’s full stop', () => {
    expect(masked('See https://example.com/phone?id=3.')).toBe(`See ${MASK}.`);
    expect(masked('Photos at www.facebook.com/rahim')).toBe(`Photos at ${MASK}`);
    expect(masked('Pay here: bkash-pay.xyz/abc')).toBe(`Pay here: ${MASK}`);
    expect(masked('টাকা পাঠান bit.ly/3xYz এই লিংকে')).toBe(`টাকা পাঠান ${MASK} এই লিংকে`);
    expect(masked('Message wa.me/8801712345678')).toBe(`Message ${MASK}`);
  });

  it('hides several contacts in one message, each once', () => {
    expect(masked('01812345678 or x@y.com or t.me/rahim')).toBe(`${MASK} or ${MASK} or ${MASK}`);
  });

  it('finds links and phone numbers for the scam signals', () => {
    expect(findLinks('go to https://pay.example.xyz/checkout, or mail a@b.com')).toEqual(['https://pay.example.xyz/checkout']);
    expect(containsPhone('বিকাশ ০১৯১২৩৪৫৬৭৮')).toBe(true);
    expect(containsPhone('price 45000')).toBe(false);
  });
});
