import { z } from 'zod';

/**
 * The email settings (issue 38) and what they start. Meant to be spread into config/env.ts's object
 * (`...mailSettingsShape`), so a bad setting stops start-up naming the variable.
 */

export const DEFAULT_MAIL_FROM = 'PhoneHaat <no-reply@phonehaat.localhost>';

const SMTP_URL_FORM = 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465';

function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

export interface MailAddress {
  /** The display name, '' when the setting is a bare address. */
  name: string;
  address: string;
}

// `Name <address>` or a bare address. No line breaks anywhere: the value becomes a header.
const NAMED_ADDRESS = /^([^<>\r\n]*?)\s*<([^<>\s]+)>$/;
const BARE_ADDRESS = /^[^<>\s]+$/;
const emailAddress = z.email();

/**
 * MAIL_FROM split into name and address, or undefined when it is neither form. The mailer hands
 * nodemailer the two parts, so a comma in the name is not read as a second address.
 */
export function parseMailFrom(value: string): MailAddress | undefined {
  const trimmed = value.trim();
  const named = NAMED_ADDRESS.exec(trimmed);
  const name = named ? (named[1] ?? '').trim().replace(/^"(.*)"$/, '$1') : '';
  const address = named ? named[2] : BARE_ADDRESS.test(trimmed) ? trimmed : undefined;
  if (address === undefined || !emailAddress.safeParse(address).success) return undefined;
  return { name, address };
}

export const mailSettingsShape = {
  /**
   * Where email goes. Absent: the demo mailbox (an SMTP server inside the app, read at /dev/mailbox),
   * except under NODE_ENV=production, where absent means no email at all.
   */
  SMTP_URL: z.string().trim().refine(isSmtpUrl, SMTP_URL_FORM).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) => parseMailFrom(value) !== undefined,
      'must be an address such as no-reply@example.com or PhoneHaat <no-reply@example.com>',
    )
    .default(DEFAULT_MAIL_FROM),
};

export const mailSettings = z.object(mailSettingsShape);
export type MailSettings = z.output<typeof mailSettings>;

/** How email leaves: through the SMTP server named, through the demo mailbox, or not at all. */
export type EmailDelivery = { kind: 'smtp'; url: string } | { kind: 'demo-mailbox' } | { kind: 'off' };

/**
 * What the settings ask for. Production never falls back to the demo mailbox: mail that only this
 * machine can read would look sent to the admins while nobody received it.
 */
export function emailDeliveryFrom(
  settings: Pick<MailSettings, 'SMTP_URL'>,
  nodeEnv: 'development' | 'production' | 'test',
): EmailDelivery {
  if (settings.SMTP_URL !== undefined) return { kind: 'smtp', url: settings.SMTP_URL };
  return nodeEnv === 'production' ? { kind: 'off' } : { kind: 'demo-mailbox' };
}

export const usesDemoMailbox = (
  settings: Pick<MailSettings, 'SMTP_URL'>,
  nodeEnv: 'development' | 'production' | 'test',
): boolean => emailDeliveryFrom(settings, nodeEnv).kind === 'demo-mailbox';
