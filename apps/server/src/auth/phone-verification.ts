import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { accountMessages, errorCodes, PHONE_CODE_ATTEMPTS, PHONE_CODE_LENGTH, PHONE_CODE_TTL_SECONDS } from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import type { PhoneCodeDelivery } from './account-delivery.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address.ts';
import { reservePhoneCodeSend } from './phone-code-cap.ts';
import { bearerToken, viewerForToken } from './viewer.ts';

export interface PhoneVerificationOptions {
  db: Database;
  /** Absent: no SMS provider, and sending a code answers 503. */
  delivery: PhoneCodeDelivery | undefined;
  now: () => Date;
  onError: (error: unknown, what: string) => void;
}

/**
 * The endpoints of the phoneNumber plugin that are not ours to offer: signing in with a phone number, and
 * resetting a password by SMS (its request makes a fresh code with fresh tries each time, whoever asks:
 * guessable in the end, and no SMS would ever carry it here).
 */
export const phoneNumberPathsOff = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const bodyOf = (ctx: HookContext): Record<string, unknown> =>
  ctx.body !== null && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};

/**
 * A mobile number verified by an SMS code (issue 38 §3), through Better Auth's phoneNumber plugin: 6
 * digits, 5 minutes, 3 tries; the number kept as E.164 (+8801…). Around it, our rules:
 * - sending a code needs a session, and at most PHONE_CODE_SENDS_PER_NUMBER codes go to one number and
 *   PHONE_CODE_SENDS_PER_ADDRESS are asked from one address an hour (phone-code-cap.ts), counted before
 *   Better Auth makes the code, so a refused request leaves no code behind;
 * - the number is read in any form people write it and passed on normalised;
 * - verifying a code needs a session too, and only ever sets the signed-in person's number
 *   (`updatePhoneNumber`): the plugin's sign-in by code is not offered.
 */
export function phoneVerification({ db, delivery, now, onError }: PhoneVerificationOptions): BetterAuthPlugin[] {
  const normalised = (value: unknown) => (typeof value === 'string' ? delivery?.normalise(value) : undefined);

  // The bearer plugin turns a token into the session cookie for the endpoint, not for the hooks before it.
  async function signedIn(ctx: HookContext): Promise<boolean> {
    const token = bearerToken(ctx.headers?.get('authorization') ?? undefined);
    if (token) return (await viewerForToken(db, token)) !== undefined;
    return (await getSessionFromCtx(ctx)) !== null;
  }

  const sendCap = createAuthMiddleware(async (ctx) => {
    if (!delivery)
      throw new APIError('SERVICE_UNAVAILABLE', { message: accountMessages.phoneCodesOff, code: errorCodes.unavailable });
    if (!(await signedIn(ctx))) {
      throw new APIError('UNAUTHORIZED', { message: accountMessages.signInToVerifyPhone, code: errorCodes.unauthenticated });
    }
    const body = bodyOf(ctx);
    const number = normalised(body.phoneNumber);
    // Not a number we send to: Better Auth's validator refuses it (400 INVALID_PHONE_NUMBER), uncounted.
    if (!number) return;
    const refused = await reservePhoneCodeSend(db, {
      phoneNumber: number,
      ipAddress: ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? null,
      now: now(),
    });
    if (refused) {
      throw new APIError('TOO_MANY_REQUESTS', {
        message: refused === 'number' ? accountMessages.phoneCodeLimit : accountMessages.addressCodeLimit,
        code: errorCodes.phoneCodeLimit,
      });
    }
    return { context: { body: { ...body, phoneNumber: number } } };
  });

  // Refused before Better Auth reads the code: a try without a session would count against it, or spend it.
  const verifyOwnNumber = createAuthMiddleware(async (ctx) => {
    if (!(await signedIn(ctx))) {
      throw new APIError('UNAUTHORIZED', { message: accountMessages.signInToVerifyPhone, code: errorCodes.unauthenticated });
    }
    const body = bodyOf(ctx);
    const number = normalised(body.phoneNumber);
    return {
      context: { body: { ...body, ...(number && { phoneNumber: number }), updatePhoneNumber: true, disableSession: true } },
    };
  });

  return [
    phoneNumber({
      otpLength: PHONE_CODE_LENGTH,
      expiresIn: PHONE_CODE_TTL_SECONDS,
      allowedAttempts: PHONE_CODE_ATTEMPTS,
      // The send hook has normalised any number we can send to; anything else is refused here.
      phoneNumberValidator: (phone) => delivery !== undefined && delivery.normalise(phone) === phone,
      sendOTP: async ({ phoneNumber: number, code }) => {
        try {
          await delivery!.send(number, code);
        } catch (error) {
          onError(error, 'phone code SMS not sent');
          throw new APIError('SERVICE_UNAVAILABLE', { message: accountMessages.phoneCodeNotSent, code: errorCodes.unavailable });
        }
      },
    }),
    {
      id: 'phonehaat-phone-codes',
      hooks: {
        before: [
          { matcher: (ctx) => ctx.path === '/phone-number/send-otp', handler: sendCap },
          { matcher: (ctx) => ctx.path === '/phone-number/verify', handler: verifyOwnNumber },
        ],
      },
    },
  ];
}
