import { describe, expect, it } from 'vitest';
import { looksLikeScam } from './scam-signals.ts';

const OWN = 'phonehaat.com.bd';
const scam = (text: string) => looksLikeScam(text, OWN);

describe('scam signals', () => {
  it('flags a mobile-money number asked for money ahead, in English and Bangla', () => {
    expect(scam('Send 2000 advance to my bKash 01712-345678 and I will keep the phone for you')).toBe(true);
    expect(scam('Nagad 01812345678 e token money 500 din')).toBe(true);
    expect(scam('বিকাশ ০১৭১২৩৪৫৬৭৮ নম্বরে ১০০০ টাকা অগ্রিম পাঠান')).toBe(true);
    expect(scam('নগদে ০১৯১১-২২২৩৩৩ এ অ্যাডভান্স দিন, তারপর ফোন পাঠাব')).toBe(true);
    expect(scam('Rocket 01512345678, booking money first')).toBe(true);
  });

  it('needs all three: the app, a number and money ahead', () => {
    expect(scam('Can I pay by bKash at the meet-up?')).toBe(false);
    expect(scam('বিকাশে অগ্রিম দিতে হবে?')).toBe(false);
    expect(scam('My number is 01712345678, call before you come')).toBe(false);
    expect(scam('Advance booking through PhoneHaat is fine, 01712345678')).toBe(false);
  });

  it('flags a payment link elsewhere than PhoneHaat', () => {
    expect(scam('Pay here: bkash-pay.xyz/abc')).toBe(true);
    expect(scam('https://secure-checkout.example.com/order/55')).toBe(true);
    expect(scam('এই লিংকে টাকা দিন: www.nagad-bd.top/p')).toBe(true);
  });

  it('does not flag PhoneHaat’s own payment pages, nor links that do not speak of paying', () => {
    expect(scam(`Pay on https://${OWN}/dashboard/payment/123`)).toBe(false);
    expect(scam(`https://www.${OWN}/checkout`)).toBe(false);
    expect(scam('More photos: https://photos.example.com/album/7')).toBe(false);
  });
});
