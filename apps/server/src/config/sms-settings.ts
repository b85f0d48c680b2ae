import { z } from 'zod';

/**
 * The SMS settings (issue 38) and which provider they start. Meant to be spread into config/env.ts's
 * object (`...smsSettingsShape`), with smsProviderFrom's problems added in its superRefine, so a bad
 * setting stops start-up naming the variable.
 */

export const smsProviderNames = ['simulated', 'sslwireless'] as const;
export type SmsProviderName = (typeof smsProviderNames)[number];

export const SSLWIRELESS_DEFAULT_API_BASE = 'https://smsplus.sslwireless.com';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The api_token travels in the request body: plain http only to a stand-in on this machine. */
function isSafeApiBase(value: string): boolean {
  if (!URL.canParse(value)) return true; // z.url() has said so already
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

export const smsSettingsShape = {
  /**
   * Who sends SMS. Absent: `simulated` (the demo inbox, demo_messages), except under NODE_ENV=production,
   * where absent means no SMS at all: production runs the simulated provider only when it is named.
   */
  SMS_PROVIDER: z.enum(smsProviderNames, { error: `must be one of ${smsProviderNames.join(', ')}` }).optional(),
  // Limits from SSL Wireless's API v3.0.0 parameter table (api_token max 50, sid max 20 characters), as
  // transcribed in Atiqul-Imon/scarlet-backend SSLWIRELESS_EXACT_CREDENTIALS.md and in two public
  // integration guides found by code search; start-up is a better place to learn of a typo than a send.
  SSLWIRELESS_API_TOKEN: z
    .string()
    .trim()
    .min(1)
    .max(50, 'must be the api_token SSL Wireless issued (at most 50 characters)')
    .optional(),
  SSLWIRELESS_SID: z.string().trim().min(1).max(20, 'must be the sid SSL Wireless issued (at most 20 characters)').optional(),
  /** Where the SSL Wireless API is; changed only for a local stand-in (tests). */
  SSLWIRELESS_API_BASE: z
    .url({ error: 'must be a URL such as https://smsplus.sslwireless.com' })
    .refine(isSafeApiBase, 'must be an https:// URL (http:// only for a stand-in on 127.0.0.1 or localhost)')
    .default(SSLWIRELESS_DEFAULT_API_BASE),
};

export const smsSettings = z.object(smsSettingsShape);
export type SmsSettings = z.output<typeof smsSettings>;

/** The provider to start: `off` sends nothing (production without SMS_PROVIDER). */
export type SmsProvider =
  { name: 'off' } | { name: 'simulated' } | { name: 'sslwireless'; apiToken: string; sid: string; baseUrl: string };

export interface SmsSettingProblem {
  setting: keyof SmsSettings;
  /** What is wrong with it, for a message that names the setting already (env.ts's `path: reason`). */
  reason: string;
  /** A whole sentence, e.g. "SSLWIRELESS_API_TOKEN is required when SMS_PROVIDER=sslwireless". */
  message: string;
}

export type SmsProviderResolution = { ok: true; provider: SmsProvider } | { ok: false; problems: SmsSettingProblem[] };

const REQUIRED_FOR_SSLWIRELESS = 'is required when SMS_PROVIDER=sslwireless';

/** Which SMS provider the settings ask for, or what is missing for it. */
export function smsProviderFrom(settings: SmsSettings, nodeEnv: 'development' | 'production' | 'test'): SmsProviderResolution {
  const named = settings.SMS_PROVIDER ?? (nodeEnv === 'production' ? undefined : 'simulated');
  if (named === undefined) return { ok: true, provider: { name: 'off' } };
  if (named === 'simulated') return { ok: true, provider: { name: 'simulated' } };

  const { SSLWIRELESS_API_TOKEN: apiToken, SSLWIRELESS_SID: sid } = settings;
  if (apiToken === undefined || sid === undefined) {
    const missing = (['SSLWIRELESS_API_TOKEN', 'SSLWIRELESS_SID'] as const).filter((setting) => settings[setting] === undefined);
    return {
      ok: false,
      problems: missing.map((setting) => ({
        setting,
        reason: REQUIRED_FOR_SSLWIRELESS,
        message: `${setting} ${REQUIRED_FOR_SSLWIRELESS}`,
      })),
    };
  }
  return { ok: true, provider: { name: 'sslwireless', apiToken, sid, baseUrl: settings.SSLWIRELESS_API_BASE } };
}
