import { describe, expect, it } from 'vitest';
import { linkedText, mailboxMessageHtml } from './mailbox-html.ts';

describe('demo mailbox HTML', () => {
  it('links web addresses in text and escapes the rest', () => {
    expect(linkedText('Reset: https://x.example/reset?token=a&b=1. <img src=x onerror=alert(1)>')).toBe(
      'Reset: <a href="https://x.example/reset?token=a&amp;b=1">https://x.example/reset?token=a&amp;b=1</a>. &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(linkedText('(see https://x.example/a)')).toBe('(see <a href="https://x.example/a">https://x.example/a</a>)');
    expect(linkedText('javascript:alert(1) "q"')).toBe('javascript:alert(1) &quot;q&quot;');
    expect(linkedText('https://x.example/"onmouseover="alert(1)')).toBe(
      '<a href="https://x.example/">https://x.example/</a>&quot;onmouseover=&quot;alert(1)',
    );
  });

  it('shows an email in a sandboxed frame whose document cannot break out of the attribute', () => {
    const html = mailboxMessageHtml({
      id: 7,
      channel: 'email',
      recipient: 'a@b.example',
      subject: 'Hi',
      text: 'Hello',
      html: '<p onclick="x()">Hello</p>"><script>alert(1)</script>',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(html).toContain(
      '<iframe sandbox srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hello&lt;/p&gt;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(html).not.toContain('<script>');
  });
});
