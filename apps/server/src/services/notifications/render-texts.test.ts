import { describe, expect, it } from 'vitest';
import { languages, notificationKinds, notificationTexts, smsKinds, type NotificationParams } from '@phonehaat/contract';
import { smsSegmentInfo } from '../sms/sms-segments.ts';
import { createTextRenderer } from './render-texts.ts';

/** The longest of each value people type or the deal makes: a phone's name in either script, a large amount. */
const worstCases: NotificationParams[] = [
  {
    product: 'Samsung Galaxy S24 Ultra 512GB Titanium Violet (Dual SIM, official)',
    amount: 25_000_000_00,
    name: 'Mohammad Abdullah Al Mamun Chowdhury',
    note: 'TRX-8H2K9Q',
  },
  {
    product: 'স্যামসাং গ্যালাক্সি এস২৪ আল্ট্রা ৫১২ জিবি টাইটানিয়াম ভায়োলেট',
    amount: 25_000_000_00,
    name: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী',
  },
  {},
];

describe('notification texts', () => {
  it('fit every SMS in one segment, in both languages, whatever the phone is called', async () => {
    const render = await createTextRenderer();
    for (const language of languages) {
      for (const kind of smsKinds) {
        for (const params of worstCases) {
          const { sms } = render(kind, params, language);
          expect(sms, `${kind} (${language})`).toBeDefined();
          expect(smsSegmentInfo(sms!).segments, `${kind} (${language}): ${sms}`).toBe(1);
          expect(sms).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
  });

  it('names the phone in the SMS when it fits, and says "your phone" when it does not', async () => {
    const render = await createTextRenderer();
    expect(render('order_sent', { product: 'Pixel 7' }, 'en').sms).toContain('Pixel 7');
    expect(render('order_sent', { product: worstCases[1]!.product! }, 'en').sms).toContain('your phone');
    expect(render('order_paid', { product: 'Pixel 7', amount: 3_250_000 }, 'bn').sms).toBe(
      'Pixel 7-এর টাকা জমা আছে। ৪৮ ঘণ্টায় হস্তান্তর করুন।',
    );
  });

  it('write amounts as Bangladesh does, in each language', async () => {
    const render = await createTextRenderer();
    expect(render('payout_paid', { amount: 10_500_000, note: 'TRX1' }, 'en').title).toBe('Payout paid: TK 1,05,000');
    expect(render('payout_paid', { amount: 10_500_000, note: 'TRX1' }, 'bn').title).toBe('পেআউট দেওয়া হয়েছে: ৳১,০৫,০০০');
  });

  it('have the same texts and the same values in English and Bangla', () => {
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const kind of notificationKinds) {
      const [en, bn] = [notificationTexts.en[kind], notificationTexts.bn[kind]];
      expect(Object.keys(bn).sort(), kind).toEqual(Object.keys(en).sort());
      expect(placeholders(bn.title), `${kind} title`).toEqual(placeholders(en.title));
      expect(placeholders(bn.body), `${kind} body`).toEqual(placeholders(en.body));
    }
  });
});
