import { z } from 'zod';
import { messages, PASSWORD_MIN_LENGTH } from './messages.ts';

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
  name: requiredText.max(80, 'Name must be at most 80 characters'),
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
    provider: z.enum(['simulated', 'stripe']),
    publishableKey: z.string().optional(),
    testMode: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfig>;
