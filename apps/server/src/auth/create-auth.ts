import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import {
  accountPages,
  DEFAULT_LANGUAGE,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import { landingOn, recipientOf, type AccountMail, type PhoneCodeDelivery } from './account-delivery.ts';
import { changeEmailOptions, type ChangeEmailMail } from './change-email-mail.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { phoneNumberPathsOff, phoneVerification } from './phone-verification.ts';

export interface AuthOptions {
  db: Database;
  baseURL: string;
  secret: string;
  adminEmails: readonly string[];
  google?: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Better Auth's own console logger; off in tests, where refusals are the point. */
  quiet?: boolean;
  /**
   * Sign-up photos (decision 0054): an image on our own host is kept as given; any other is not stored
   * but handed to `onSignUpPhoto` once the account exists, to be fetched and stored as ours.
   */
  signUpPhotos?: { isOwnImage: (url: string) => boolean; onSignUpPhoto: (userId: string, url: string) => void };
  /** log2 of scrypt's N for new password hashes (PASSWORD_HASH_COST); the standard 15 when not given. */
  passwordCost?: number | undefined;
  /**
   * Issue 38 §3: password-reset and email-verification emails (services/account/account-mail.ts). Absent:
   * no email, so a reset cannot be asked for (400) and sign-up sends no verification link.
   */
  mail?: AccountMail | undefined;
  /**
   * Issue 38 §4: the email asking the current address to approve a change of email
   * (services/account/change-email-mail.ts). Absent: the email cannot be changed.
   */
  changeEmailMail?: ChangeEmailMail | undefined;
  /** Issue 38 §3: phone codes by SMS (services/account/phone-code-delivery.ts). Absent: sending a code answers 503. */
  sms?: PhoneCodeDelivery | undefined;
  /** The clock of the phone codes' hourly cap; Date when not given. */
  now?: () => Date;
  /** Told of an email or SMS that did not go (emails go after the answer, so nobody else hears of it). */
  onSendError?: (error: unknown, what: string) => void;
}

// Better Auth runs a create's before and after hooks with the same endpoint context.
type HookContext = object | null | undefined;

/** Better Auth on our own tables: email + password, Google when configured, bearer tokens. */
export function createAuth({
  db,
  baseURL,
  secret,
  adminEmails,
  google,
  quiet = false,
  signUpPhotos,
  passwordCost,
  mail,
  changeEmailMail,
  sms,
  now = () => new Date(),
  onSendError = (error, what) => console.error(what, error),
}: AuthOptions) {
  // The outside photo of each sign-up in progress, from the user's create.before to its create.after.
  const outsidePhotos = new WeakMap<object, string>();
  // An email goes after the answer: a reset asked for a known address answers as fast as for an unknown one.
  const sendAfterAnswer = (sending: Promise<void>, what: string) => void sending.catch((error: unknown) => onSendError(error, what));
  return betterAuth({
    appName: 'PhoneHaat',
    logger: { disabled: quiet },
    // Refusals (Better Auth's APIErrors) still answer as Better Auth words them; any other failure reaches
    // our error handler instead of a bare 500: the database away answers 503 with Retry-After (issue 41 §5).
    onAPIError: { throw: true },
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(baseURL).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: (password) => hashPassword(password, passwordCost), verify: verifyPassword },
      // Issue 38 §3: a link that works once for an hour, and every session ends with the old password.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(mail && {
        sendResetPassword: async ({ user, url }) =>
          sendAfterAnswer(mail.passwordReset(recipientOf(user), landingOn(url, accountPages.resetPassword)), 'password-reset email not sent'),
      }),
    },
    // Sign-up still signs in at once (no requireEmailVerification); the link, once followed, signs in too.
    ...(mail && {
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: true,
        expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
        sendVerificationEmail: async ({ user, url }) =>
          sendAfterAnswer(mail.emailVerification(recipientOf(user), landingOn(url, accountPages.emailVerified)), 'verification email not sent'),
      },
    }),
    disabledPaths: phoneNumberPathsOff,
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'User', returned: true },
        verify: { type: 'boolean', input: false, defaultValue: false, returned: true },
        // Settable by the user through POST /api/auth/update-user (its values checked by updateUserBody).
        language: { type: 'string', input: true, defaultValue: DEFAULT_LANGUAGE, returned: true },
      },
      // Issue 38 §4: a new address is verified before it counts (auth/change-email-mail.ts says how).
      changeEmail: changeEmailOptions(changeEmailMail, onSendError),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Rate limits are @fastify/rate-limit's job, keyed the same way as the rest of the API.
    rateLimit: { enabled: false },
    hooks: {
      // Our rule, not the client's choice: a new password signs the account out everywhere else, so a
      // session opened with the old one (by whoever learnt it) ends with it. The caller gets a new token.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
      }),
    },
    plugins: [
      bearer(),
      ...phoneVerification({ db, delivery: sms, now, onError: onSendError }),
      // Google through its OpenID Connect discovery document, so that any OIDC provider (and the
      // local stand-in the tests use) works the same way.
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: google.discoveryUrl,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user, context: HookContext) => {
            const email = user.email.toLowerCase();
            const role = adminEmails.includes(email) ? 'admin' : 'User';
            // An email sign-up's photo elsewhere is set aside: no page ever points at it.
            const photo = user.image;
            if (!signUpPhotos || !context || !photo || signUpPhotos.isOwnImage(photo) || !isEmailSignUp(context)) {
              return { data: { ...user, email, role } };
            }
            outsidePhotos.set(context, photo);
            return { data: { ...user, email, role, image: null } };
          },
          after: async (user, context: HookContext) => {
            const photo = context ? outsidePhotos.get(context) : undefined;
            if (photo && signUpPhotos) signUpPhotos.onSignUpPhoto(user.id, photo);
          },
        },
        // The account page's new photo (issue 38 §4), as sign-up's: one elsewhere is fetched and stored as ours.
        update: {
          before: async (user, context: HookContext) => {
            const photo = typeof user.image === 'string' ? user.image : '';
            if (!signUpPhotos || !context || !photo || signUpPhotos.isOwnImage(photo) || !isProfileUpdate(context)) return;
            outsidePhotos.set(context, photo);
            return { data: { ...user, image: null } };
          },
          after: async (user, context: HookContext) => {
            const photo = context ? outsidePhotos.get(context) : undefined;
            if (photo && user && signUpPhotos) signUpPhotos.onSignUpPhoto(user.id, photo);
          },
        },
      },
      session: {
        create: {
          // A deleted account keeps its row (bookings refer to it) but may never sign in again.
          before: async (session) => {
            const [owner] = await db
              .select({ deletedAt: users.deletedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (!owner || owner.deletedAt) {
              throw new APIError('FORBIDDEN', {
                message: 'This account has been closed. Contact PhoneHaat support if this is a mistake.',
              });
            }
            return true;
          },
        },
      },
    },
  });
}



/** The email sign-up endpoint (Google's photos come from Google, which the CSP allows). */
const isEmailSignUp = (context: object) => 'path' in context && context.path === '/sign-up/email';

/** POST /update-user: the account page's name and photo (issue 38 §4). */
const isProfileUpdate = (context: object) => 'path' in context && context.path === '/update-user';

export type Auth = ReturnType<typeof createAuth>;
