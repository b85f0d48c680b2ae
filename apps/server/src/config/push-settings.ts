import { createECDH } from 'node:crypto';
import { z } from 'zod';

/**
 * The web push settings (issue 38). Meant to be spread into env.ts's object (`...pushSettingsShape`),
 * with pushSettingsProblems' problems added in its superRefine, so a bad setting stops start-up naming
 * the variable. Without the three VAPID settings push is off: nothing is sent, and GET
 * /api/push/public-key answers null so the web offers no switch. Here in config/, not services/push/:
 * env.ts may import only config, lib and errors (eslint.config.js `serverRooms`).
 */

const GENERATE = 'generate a pair with `npx web-push generate-vapid-keys`';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const decodedBytes = (value: string): Buffer | undefined => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : undefined);

function isVapidSubject(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'mailto:' && url.pathname.includes('@')) || (url.protocol === 'https:' && url.hostname !== '');
}

const switchValue = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const pushSettingsShape = {
  /** The application server's public key that browsers subscribe with: an uncompressed P-256 point. */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine((value) => {
      const bytes = decodedBytes(value);
      return bytes?.length === 65 && bytes[0] === 0x04;
    }, `must be 65 bytes (an uncompressed P-256 public key) in URL-safe base64, 87 characters: ${GENERATE}`)
    .optional(),
  /** Its private key, which signs each push's VAPID token. */
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine(
      (value) => decodedBytes(value)?.length === 32,
      `must be 32 bytes (a P-256 private key) in URL-safe base64, 43 characters: ${GENERATE}`,
    )
    .optional(),
  /** Whom a push service may contact about our pushes. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine(isVapidSubject, 'must be a mailto: address or an https: URL, such as mailto:ops@phonehaat.example')
    .optional(),
  /**
   * Tests only: a subscription's endpoint may be on 127.0.0.1 (a local push service stand-in), over http
   * too. Refused with NODE_ENV=production.
   */
  PUSH_ALLOW_LOOPBACK: switchValue.default(false),
};

export const pushSettings = z.object(pushSettingsShape);
export type PushSettings = z.output<typeof pushSettings>;

/** What web-push signs with. */
export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushSettingProblem {
  setting: keyof PushSettings;
  /** What is wrong with it, for a message that names the setting already (env.ts's `path: reason`). */
  reason: string;
  /** A whole sentence, e.g. "VAPID_SUBJECT is required when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set". */
  message: string;
}

const VAPID_SETTINGS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

const problem = (setting: keyof PushSettings, reason: string): PushSettingProblem => ({
  setting,
  reason,
  message: `${setting} ${reason}`,
});

/** The public key of a private one, or undefined when it is no P-256 private key (0, or not below the order). */
function publicKeyOf(privateKey: string): string | undefined {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with settings that each parsed: the VAPID three set together or not at all, a private key
 * that is the public key's, and no loopback endpoints in production. Empty when they are fine.
 */
export function pushSettingsProblems(
  settings: PushSettings,
  nodeEnv: 'development' | 'production' | 'test',
): PushSettingProblem[] {
  const problems: PushSettingProblem[] = [];
  const set = VAPID_SETTINGS.filter((setting) => settings[setting] !== undefined);
  if (set.length > 0 && set.length < VAPID_SETTINGS.length) {
    const given = set.join(' and ');
    for (const missing of VAPID_SETTINGS.filter((setting) => !set.includes(setting))) {
      problems.push(
        problem(
          missing,
          `is required when ${given} ${set.length === 1 ? 'is' : 'are'} set (web push needs all three VAPID settings, or none)`,
        ),
      );
    }
  }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  if (publicKey !== undefined && privateKey !== undefined && publicKeyOf(privateKey) !== publicKey) {
    problems.push(
      problem('VAPID_PRIVATE_KEY', `is not the private key of VAPID_PUBLIC_KEY (set both from one pair: ${GENERATE})`),
    );
  }
  if (nodeEnv === 'production' && settings.PUSH_ALLOW_LOOPBACK) {
    problems.push(
      problem(
        'PUSH_ALLOW_LOOPBACK',
        'must not be set when NODE_ENV=production (it lets a subscription make the server post to itself)',
      ),
    );
  }
  return problems;
}

/** The keys to send with, or undefined when push is off (settings checked by pushSettingsProblems). */
export function vapidKeysFrom(settings: Pick<PushSettings, (typeof VAPID_SETTINGS)[number]>): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = settings;
  if (publicKey === undefined || privateKey === undefined || subject === undefined) return undefined;
  return { subject, publicKey, privateKey };
}
