import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadEnv } from './env.ts';
import { pushSettings, pushSettingsProblems, vapidKeysFrom } from './push-settings.ts';

const pair = webpush.generateVAPIDKeys();
const complete = {
  VAPID_PUBLIC_KEY: pair.publicKey,
  VAPID_PRIVATE_KEY: pair.privateKey,
  VAPID_SUBJECT: 'mailto:ops@phonehaat.example',
};

const parseProblems = (input: Record<string, string>) => {
  const result = pushSettings.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};
const problemsOf = (input: Record<string, string>, nodeEnv: 'development' | 'production' | 'test' = 'development') =>
  pushSettingsProblems(pushSettings.parse(input), nodeEnv).map((problem) => problem.message);

describe('push settings', () => {
  it('is off with none of them, and sends with all three', () => {
    expect(problemsOf({})).toEqual([]);
    expect(vapidKeysFrom(pushSettings.parse({}))).toBeUndefined();
    expect(problemsOf(complete)).toEqual([]);
    expect(vapidKeysFrom(pushSettings.parse(complete))).toEqual({ subject: complete.VAPID_SUBJECT, ...pair });
    expect(pushSettings.parse({ ...complete, VAPID_SUBJECT: 'https://phonehaat.example/contact' }).VAPID_SUBJECT).toBe(
      'https://phonehaat.example/contact',
    );
  });

  it('names each missing setting when only some are set', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
      'VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set (web push needs all three VAPID settings, or none)',
      'VAPID_SUBJECT is required when VAPID_PUBLIC_KEY is set (web push needs all three VAPID settings, or none)',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toEqual([
      'VAPID_SUBJECT is required when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set (web push needs all three VAPID settings, or none)',
    ]);
  });

  it('refuses keys of the wrong length or alphabet, saying what they must be', () => {
    for (const publicKey of [
      pair.publicKey.slice(0, 60),
      `${pair.publicKey}=`,
      pair.publicKey.replace(/^B/, 'A'),
      'not base64!',
    ]) {
      expect(parseProblems({ ...complete, VAPID_PUBLIC_KEY: publicKey }), publicKey).toEqual([
        expect.stringMatching(
          /^VAPID_PUBLIC_KEY must be 65 bytes \(an uncompressed P-256 public key\) in URL-safe base64, 87 characters: generate a pair/,
        ),
      ]);
    }
    for (const privateKey of [pair.privateKey.slice(0, 40), `${pair.privateKey}AA`, pair.privateKey.replace(/./, '+')]) {
      expect(parseProblems({ ...complete, VAPID_PRIVATE_KEY: privateKey }), privateKey).toEqual([
        expect.stringMatching(/^VAPID_PRIVATE_KEY must be 32 bytes \(a P-256 private key\) in URL-safe base64, 43 characters/),
      ]);
    }
  });

  it('refuses a subject that is no mailto: address or https: URL', () => {
    for (const subject of ['ops@phonehaat.example', 'http://phonehaat.example', 'mailto:', 'phonehaat']) {
      expect(parseProblems({ ...complete, VAPID_SUBJECT: subject }), subject).toEqual([
        'VAPID_SUBJECT must be a mailto: address or an https: URL, such as mailto:ops@phonehaat.example',
      ]);
    }
  });

  it('refuses a private key that is not the public key’s', () => {
    const other = webpush.generateVAPIDKeys();
    expect(problemsOf({ ...complete, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
      expect.stringMatching(/^VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY/),
    ]);
  });

  it('allows loopback endpoints outside production only', () => {
    expect(pushSettings.parse({}).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(problemsOf({ PUSH_ALLOW_LOOPBACK: 'true' }, 'test')).toEqual([]);
    expect(problemsOf({ PUSH_ALLOW_LOOPBACK: 'true' }, 'production')).toEqual([
      expect.stringMatching(/^PUSH_ALLOW_LOOPBACK must not be set when NODE_ENV=production/),
    ]);
  });

  it('stops start-up through env.ts, naming the variable', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_SUBJECT: complete.VAPID_SUBJECT })).toThrow(
      /VAPID_PRIVATE_KEY: is required when VAPID_PUBLIC_KEY and VAPID_SUBJECT are set/,
    );
    expect(() => loadEnv({ ...complete, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY: must be 65 bytes/);
    expect(loadEnv(complete)).toMatchObject({ ...complete, PUSH_ALLOW_LOOPBACK: false });
    expect(loadEnv({})).not.toHaveProperty('VAPID_PUBLIC_KEY');
  });
});
