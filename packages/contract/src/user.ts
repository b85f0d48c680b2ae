import { z } from 'zod';
import { roles, signUpRole } from './auth.ts';

/** A user of the product store (spec §3). `role` is 'User' when absent. */
export const user = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  verify: z.boolean(),
  photoURL: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;

/**
 * GET /users/me/photo: the signed-in user's photo once the one given at sign-up has been fetched and
 * stored on our own host (decision 0054); null when there is none or it could not be fetched.
 */
export const profilePhotoAnswer = z.object({ photoURL: z.string().nullable() });
export type ProfilePhotoAnswer = z.infer<typeof profilePhotoAnswer>;

/** POST /users: the signed-in user registers their own profile. Google sign-up sends name and email only. */
export const registerUserBody = z.object({
  name: z.string().trim().min(1, 'Required').max(80, 'Name must be at most 80 characters'),
  email: z.string().trim().min(1, 'Required').max(320),
  role: signUpRole.optional(),
});
export type RegisterUserBody = z.infer<typeof registerUserBody>;

/** POST /users/me/seller: a User becomes a Seller (idempotent); an admin keeps their role (409). */
export const becomeSellerAnswer = z.object({ role: z.enum(roles) });
export type BecomeSellerAnswer = z.infer<typeof becomeSellerAnswer>;
export const becomeSellerMessages = { adminKeepsRole: 'An admin account keeps its role' } as const;
