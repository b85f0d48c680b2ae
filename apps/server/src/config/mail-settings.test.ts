import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, emailDeliveryFrom, mailSettings, parseMailFrom, usesDemoMailbox } from './mail-settings.ts';

const problems = (input: Record<string, string>) => {
  const result = mailSettings.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('mail settings', () => {
  it('takes smtp:// and smtps:// URLs and defaults MAIL_FROM', () => {
    expect(mailSettings.parse({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).toEqual({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: DEFAULT_MAIL_FROM,
    });
    expect(mailSettings.parse({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(mailSettings.parse({}).SMTP_URL).toBeUndefined();
  });

  it('refuses another scheme, naming the form it wants', () => {
    for (const url of ['http://x', 'smtp:', 'smtp.example.com:465', 'mailto:a@b.c']) {
      expect(problems({ SMTP_URL: url })).toEqual([
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
      ]);
    }
  });

  it('reads MAIL_FROM as `Name <address>` or an address, and nothing else', () => {
    expect(parseMailFrom(DEFAULT_MAIL_FROM)).toEqual({ name: 'PhoneHaat', address: 'no-reply@phonehaat.localhost' });
    expect(parseMailFrom('"PhoneHaat, Dhaka" <hello@phonehaat.example>')).toEqual({
      name: 'PhoneHaat, Dhaka',
      address: 'hello@phonehaat.example',
    });
    expect(parseMailFrom('hello@phonehaat.example')).toEqual({ name: '', address: 'hello@phonehaat.example' });
    for (const bad of [
      'PhoneHaat',
      'PhoneHaat <not an address>',
      'a@b.example, c@d.example',
      'X <a@b.example>\r\nBcc: c@d.example',
      '<>',
    ]) {
      expect(parseMailFrom(bad), bad).toBeUndefined();
      expect(problems({ MAIL_FROM: bad })[0], bad).toMatch(/^MAIL_FROM must be an address such as/);
    }
  });

  it('uses the demo mailbox without SMTP_URL outside production, and sends no email in production without it', () => {
    expect(emailDeliveryFrom({ SMTP_URL: undefined }, 'development')).toEqual({ kind: 'demo-mailbox' });
    expect(emailDeliveryFrom({ SMTP_URL: undefined }, 'test')).toEqual({ kind: 'demo-mailbox' });
    expect(emailDeliveryFrom({ SMTP_URL: undefined }, 'production')).toEqual({ kind: 'off' });
    expect(emailDeliveryFrom({ SMTP_URL: 'smtp://mail:25' }, 'production')).toEqual({ kind: 'smtp', url: 'smtp://mail:25' });
    expect(emailDeliveryFrom({ SMTP_URL: 'smtp://mail:25' }, 'development')).toEqual({ kind: 'smtp', url: 'smtp://mail:25' });
    expect(usesDemoMailbox({ SMTP_URL: undefined }, 'development')).toBe(true);
    expect(usesDemoMailbox({ SMTP_URL: undefined }, 'production')).toBe(false);
    expect(usesDemoMailbox({ SMTP_URL: 'smtp://mail:25' }, 'development')).toBe(false);
  });
});
