import { describe, expect, it } from 'vitest';
import { composeEmail, type EmailContent } from './compose-email.ts';

const content: EmailContent = {
  language: 'en',
  subject: 'Your booking <b>was</b> accepted',
  heading: 'Booking accepted & confirmed',
  paragraphs: ['The seller of "Pixel 7" <script>alert(1)</script> accepted.', 'Meet at\nDhanmondi 27'],
  action: { label: 'Open in PhoneHaat', url: 'https://phonehaat.example/orders/1?tab=deal&x="y"' },
  footer: 'You get this email because you have a PhoneHaat account.',
  unsubscribe: { label: 'Stop emails like this', url: 'https://phonehaat.example/unsubscribe?token=abc' },
};

describe('composeEmail', () => {
  it('escapes every text and address in the HTML part', () => {
    const { html, subject } = composeEmail(content);
    expect(subject).toBe(content.subject);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Your booking &lt;b&gt;was&lt;/b&gt; accepted</title>');
    expect(html).toContain('Booking accepted &amp; confirmed');
    expect(html).toContain('href="https://phonehaat.example/orders/1?tab=deal&amp;x=&quot;y&quot;"');
    expect(html).toContain('Meet at<br>Dhanmondi 27');
    expect(html).toContain('href="https://phonehaat.example/unsubscribe?token=abc"');
    expect(html).toContain('max-width:560px');
    expect(html).not.toMatch(/<table/i);
  });

  it('writes a plain-text part with the heading, the paragraphs, the link, the footer and the unsubscribe line', () => {
    const { text } = composeEmail(content);
    expect(text).toBe(
      [
        'Booking accepted & confirmed',
        '',
        'The seller of "Pixel 7" <script>alert(1)</script> accepted.',
        '',
        'Meet at\nDhanmondi 27',
        '',
        'Open in PhoneHaat: https://phonehaat.example/orders/1?tab=deal&x="y"',
        '',
        '-- ',
        'You get this email because you have a PhoneHaat account.',
        'Stop emails like this: https://phonehaat.example/unsubscribe?token=abc',
        '',
      ].join('\n'),
    );
  });

  it('marks a Bangla email lang="bn" with a Bangla font', () => {
    const { html } = composeEmail({ ...content, language: 'bn', heading: 'বুকিং গ্রহণ করা হয়েছে' });
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain("'Noto Sans Bengali'");
    expect(html).toContain('বুকিং গ্রহণ করা হয়েছে');
    expect(composeEmail(content).html).toContain('<html lang="en">');
  });

  it('leaves out the button and the unsubscribe line when not given', () => {
    const { html, text } = composeEmail({ ...content, action: undefined, unsubscribe: undefined });
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('https://');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => composeEmail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/http\(s\) URL/);
  });
});
