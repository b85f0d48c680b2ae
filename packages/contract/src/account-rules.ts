/**
 * Account recovery and verification (issue 38 §3), through Better Auth's own endpoints under
 * /api/auth: request-password-reset and reset-password, verify-email, and the phoneNumber plugin's
 * phone-number/send-otp and phone-number/verify. Its limits, the pages its links land on and the
 * texts the server sends are here, once; the forms are in account.ts. Plain values only (no zod): the
 * web app's paths read `accountPages` on every page, and zod schemas would come along into its first download.
 */

/** A password-reset link works once, for an hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** An email-verification link works for a day (it may sit in the inbox until the evening). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** A phone code: 6 digits, for 5 minutes, 3 tries (Better Auth's phoneNumber plugin). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 5 * 60;
export const PHONE_CODE_ATTEMPTS = 3;
/**
 * Our own cap on codes sent (Better Auth counts tries per code only, and asking again starts a new code
 * with fresh tries: its issue #11162): per number and per client address, over the last hour.
 */
export const PHONE_CODE_SENDS_PER_NUMBER = 3;
export const PHONE_CODE_SENDS_PER_ADDRESS = 10;
export const PHONE_CODE_WINDOW_SECONDS = 60 * 60;

/** Where the links of account emails land in the web app (the server builds the links). */
export const accountPages = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyPhone: '/dashboard/verify-phone',
  /** The verification link signs the person in and lands here; the web app says the email is verified. */
  emailVerified: '/?verified=email',
} as const;

/** The code's SMS: English digits and GSM-7 letters only, one segment (≤ 160 characters). */
export const phoneCodeSms = (code: string) => `PhoneHaat code: ${code}. It expires in 5 minutes. Do not share it.`;

/** Messages the server answers with; the web app words them in Bangla by their code (common.json `errors`). */
export const accountMessages = {
  phoneCodeLimit: 'Too many codes sent to this number. Try again in an hour.',
  addressCodeLimit: 'Too many codes sent from this connection. Try again in an hour.',
  phoneCodeNotSent: 'The code could not be sent just now. Try again in a few minutes.',
  phoneCodesOff: 'Text messages are not available on this site.',
  signInToVerifyPhone: 'Sign in to verify a phone number.',
  sellerUnverifiedListing: 'The seller must verify their email or phone before the listing goes live.',
  sellerUnverifiedPayout: 'The seller must verify their email or phone before a payout is paid.',
} as const;

/** The account forms' own messages (account.ts), which the web app words in Bangla by their key (common.json `formErrors`). */
export const accountFormMessages = {
  passwordsDiffer: 'The two passwords are not the same',
  invalidPhone: 'Enter a Bangladeshi mobile number, such as 01712-345678',
  invalidCode: 'Enter the 6-digit code',
} as const;
