import { z } from 'zod';
import { paymentMethod } from './gateway.ts';
import { languages } from './language.ts';
import { authMessages, messages, PASSWORD_MIN_LENGTH } from './messages.ts';

export const signUpRoles = ['User', 'Seller'] as const;
export const roles = ['User', 'Seller', 'admin'] as const;
export const signUpRole = z.enum(signUpRoles, { error: messages.required });
export type SignUpRole = z.infer<typeof signUpRole>;
export type Role = (typeof roles)[number];

const requiredText = z.string({ error: messages.required }).trim().min(1, messages.required);

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(128, 'Password must be at most 128 characters');

const email = requiredText.max(320).pipe(z.email({ error: messages.invalidEmail }));

/** Spec §5 sign-in form. */
export const signInForm = z.object({ email, password });
export type SignInForm = z.infer<typeof signInForm>;

/** Spec §5 sign-up form. */
export const signUpForm = z.object({
  name: requiredText.max(80, authMessages.nameTooLong),
  photoURL: requiredText.max(2048).pipe(z.url({ error: messages.invalidUrl, protocol: /^https?$/ })),
  email,
  role: signUpRole,
  password,
});
export type SignUpForm = z.infer<typeof signUpForm>;

/** GET /jwt?email= */
export const jwtQuery = z.object({ email: z.string().min(1).max(320) });
export const accessTokenAnswer = z.object({ accessToken: z.string() });
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswer>;

/** GET /users/admin/{email} and GET /users/seller/{email} */
export const adminCheck = z.object({ isAdmin: z.boolean() });
export const sellerCheck = z.object({ isSeller: z.boolean() });

/** GET /config: what the web app needs to know about this deployment. */
export const publicConfig = z.object({
  googleSignIn: z.boolean(),
  payments: z.object({
    /** The card processor (the spec's card flow). */
    provider: z.enum(['simulated', 'stripe']),
    publishableKey: z.string().optional(),
    testMode: z.boolean(),
    /** Every method the buyer may choose, in the operator's order (PAYMENT_PROVIDERS). */
    methods: z.array(paymentMethod),
  }),
  /** The courier delivery goes by (COURIER setting; issue 42), null when delivery is off: listings offer meet-ups only. */
  courier: z.enum(['simulated', 'steadfast', 'pathao']).nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** How deep an identity request's JSON may nest: Better Auth's own bodies are two levels at most. */
export const MAX_AUTH_BODY_DEPTH = 4;

export const authBodyMessages = {
  tooDeep: 'The request is nested too deeply',
  nulByte: 'The request contains characters that cannot be stored (such as a NUL byte)',
} as const;

/**
 * What is wrong with a parsed JSON value, if anything: nesting deeper than `maxDepth`, or a NUL
 * character in a key or a string (PostgreSQL text cannot hold one). Walks without recursion, so a
 * hostile body cannot exhaust the stack.
 */
export function jsonFault(value: unknown, maxDepth: number): keyof typeof authBodyMessages | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nulByte';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= maxDepth) return 'tooDeep';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nulByte';
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Any POST body to /api/auth/*: a JSON object, shallow, without NUL characters. Better Auth checks the fields. */
export const authRequestBody = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object' }).superRefine((body, ctx) => {
  const fault = jsonFault(body, MAX_AUTH_BODY_DEPTH);
  if (fault) ctx.addIssue({ code: 'custom', message: authBodyMessages[fault] });
});

const profileLanguage = z.enum(languages, { error: 'Language must be en or bn' }).optional();

/**
 * POST /api/auth/update-user: Better Auth writes these fields without checking their types (an array
 * as a name answered 500). Other fields go on to Better Auth, which refuses the ones it does not allow.
 */
export const updateUserBody = z
  .object({
    name: requiredText.max(80, authMessages.nameTooLong).optional(),
    image: z.string({ error: messages.invalidUrl }).max(2048).nullable().optional(),
    language: profileLanguage,
  })
  .loose();

/** POST /api/auth/sign-up/email: Better Auth takes `language` as it is (an additional field); only en or bn are kept. */
export const signUpFieldsBody = z.object({ language: profileLanguage }).loose();
