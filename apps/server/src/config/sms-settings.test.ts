import { describe, expect, it } from 'vitest';
import { smsProviderFrom, smsSettings } from './sms-settings.ts';

const token = 'a1b2c3d4-e5f6-7890-abcd-ef1234567890';

describe('smsSettings', () => {
  it('defaults the API base to SSL Wireless and leaves the rest unset', () => {
    expect(smsSettings.parse({})).toEqual({ SSLWIRELESS_API_BASE: 'https://smsplus.sslwireless.com' });
  });

  it('names the provider choices when SMS_PROVIDER is something else', () => {
    const result = smsSettings.safeParse({ SMS_PROVIDER: 'twilio' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['SMS_PROVIDER'], message: 'must be one of simulated, sslwireless' });
  });

  it('refuses a plain-http API base except to this machine (the api_token travels in the body)', () => {
    expect(smsSettings.safeParse({ SSLWIRELESS_API_BASE: 'http://smsplus.sslwireless.com' }).success).toBe(false);
    expect(smsSettings.safeParse({ SSLWIRELESS_API_BASE: 'not a url' }).success).toBe(false);
    expect(smsSettings.parse({ SSLWIRELESS_API_BASE: 'http://127.0.0.1:40123' }).SSLWIRELESS_API_BASE).toBe(
      'http://127.0.0.1:40123',
    );
    expect(smsSettings.parse({ SSLWIRELESS_API_BASE: 'http://localhost:40123' }).SSLWIRELESS_API_BASE).toBe(
      'http://localhost:40123',
    );
  });

  it('refuses a sid over 20 and a token over 50 characters (the documented limits)', () => {
    expect(smsSettings.safeParse({ SSLWIRELESS_SID: 'X'.repeat(21) }).success).toBe(false);
    expect(smsSettings.safeParse({ SSLWIRELESS_API_TOKEN: 'x'.repeat(51) }).success).toBe(false);
    expect(smsSettings.parse({ SSLWIRELESS_SID: ' PHONEHAAT ' }).SSLWIRELESS_SID).toBe('PHONEHAAT');
  });
});

describe('smsProviderFrom', () => {
  it('runs the simulated provider by default outside production', () => {
    for (const nodeEnv of ['development', 'test'] as const) {
      expect(smsProviderFrom(smsSettings.parse({}), nodeEnv)).toEqual({ ok: true, provider: { name: 'simulated' } });
    }
  });

  it('sends no SMS in production unless SMS_PROVIDER names a provider', () => {
    expect(smsProviderFrom(smsSettings.parse({}), 'production')).toEqual({ ok: true, provider: { name: 'off' } });
    // Credentials alone do not switch SSL Wireless on: the provider must be named.
    expect(
      smsProviderFrom(smsSettings.parse({ SSLWIRELESS_API_TOKEN: token, SSLWIRELESS_SID: 'PHONEHAAT' }), 'production'),
    ).toEqual({
      ok: true,
      provider: { name: 'off' },
    });
  });

  it('runs the simulated provider in production only when it is named', () => {
    expect(smsProviderFrom(smsSettings.parse({ SMS_PROVIDER: 'simulated' }), 'production')).toEqual({
      ok: true,
      provider: { name: 'simulated' },
    });
  });

  it('starts SSL Wireless with its token, sid and base', () => {
    const settings = smsSettings.parse({
      SMS_PROVIDER: 'sslwireless',
      SSLWIRELESS_API_TOKEN: token,
      SSLWIRELESS_SID: 'PHONEHAAT',
    });
    expect(smsProviderFrom(settings, 'production')).toEqual({
      ok: true,
      provider: { name: 'sslwireless', apiToken: token, sid: 'PHONEHAAT', baseUrl: 'https://smsplus.sslwireless.com' },
    });
  });

  it('names each missing SSL Wireless setting', () => {
    expect(
      smsProviderFrom(smsSettings.parse({ SMS_PROVIDER: 'sslwireless', SSLWIRELESS_SID: 'PHONEHAAT' }), 'development'),
    ).toEqual({
      ok: false,
      problems: [
        {
          setting: 'SSLWIRELESS_API_TOKEN',
          reason: 'is required when SMS_PROVIDER=sslwireless',
          message: 'SSLWIRELESS_API_TOKEN is required when SMS_PROVIDER=sslwireless',
        },
      ],
    });
    const neither = smsProviderFrom(smsSettings.parse({ SMS_PROVIDER: 'sslwireless' }), 'production');
    expect(neither.ok ? [] : neither.problems.map((problem) => problem.message)).toEqual([
      'SSLWIRELESS_API_TOKEN is required when SMS_PROVIDER=sslwireless',
      'SSLWIRELESS_SID is required when SMS_PROVIDER=sslwireless',
    ]);
  });
});
