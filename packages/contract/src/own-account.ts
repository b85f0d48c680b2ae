import { z } from 'zod';
import { accountFormMessages } from './account-rules.ts';
import { authMessages, messages } from './messages.ts';
import { signUpForm } from './auth.ts';

/**
 * The signed-in person's own account (issue 38 §4, /dashboard/account): the forms of its name and photo,
 * email and password (sent to Better Auth's update-user, change-email and change-password), the ratings
 * sellers gave them as a buyer, and deleting the account.
 */

/** The account page, and where the link of an email change's approval lands (`&error=` when it failed). */
export const ownAccountPages = {
  account: '/dashboard/account',
  emailChangeApproved: '/dashboard/account?emailChange=approved',
} as const;

/** The account forms' own messages; the web app words them in Bangla by their key (account.json `formErrors`). */
export const ownAccountMessages = {
  sameEmail: 'That is your email already',
  samePassword: 'Choose a password other than the current one',
} as const;

const photoURL = signUpForm.shape.photoURL;

/**
 * Name and photo (POST /api/auth/update-user). The photo is an address, as at sign-up: the server fetches
 * and stores it (decision 0054); left empty, the photo stays as it is.
 */
export const profileForm = z.object({
  name: z.string({ error: messages.required }).trim().min(1, messages.required).max(80, authMessages.nameTooLong),
  photoURL: z.union([z.literal(''), photoURL]),
});
export type ProfileForm = z.infer<typeof profileForm>;

/** POST /api/auth/change-email: the new address, which is verified before it counts. */
export const changeEmailForm = (currentEmail: string) =>
  z.object({
    newEmail: signUpForm.shape.email.refine(
      (email) => email.toLowerCase() !== currentEmail.toLowerCase(),
      ownAccountMessages.sameEmail,
    ),
  });
export type ChangeEmailForm = z.infer<ReturnType<typeof changeEmailForm>>;

/** POST /api/auth/change-password: the current password, and a new one by sign-up's rules, twice. */
export const changePasswordForm = z
  .object({
    currentPassword: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(128),
    newPassword: signUpForm.shape.password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: accountFormMessages.passwordsDiffer,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: ownAccountMessages.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** GET /users/me/ratings: one seller's rating of this person as their buyer. */
export const ratingAsBuyer = z.object({
  _id: z.string(),
  orderId: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  sellerName: z.string(),
  /** The phone bought, as it was named when booked. */
  productName: z.string(),
  createdAt: z.string(),
});
export type RatingAsBuyer = z.infer<typeof ratingAsBuyer>;

/** The newest ratings (at most RATINGS_AS_BUYER_SHOWN), and the average and count of them all. */
export const ratingsAsBuyer = z.object({
  /** One decimal; null before the first rating. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  ratings: z.array(ratingAsBuyer),
});
export type RatingsAsBuyer = z.infer<typeof ratingsAsBuyer>;
export const RATINGS_AS_BUYER_SHOWN = 50;

/**
 * What stops an account being deleted: orders not yet over (as buyer or seller: other people's deals), and
 * money PhoneHaat holds for the person as a seller, in poisha (held, available, or asked for in a payout).
 */
export const accountDeletionBlockers = z.object({
  ordersAsBuyer: z.number().int(),
  ordersAsSeller: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  requested: z.number().int(),
});
export type AccountDeletionBlockers = z.infer<typeof accountDeletionBlockers>;

/** GET /users/me/deletion: whether the account may be deleted now, and what stops it. */
export const accountDeletionCheck = z.object({ deletable: z.boolean(), blockers: accountDeletionBlockers });
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheck>;

export const isDeletable = (blockers: AccountDeletionBlockers): boolean => Object.values(blockers).every((value) => value <= 0);

/**
 * DELETE /users/me: what goes and what stays, as codes the web app words in the person's language.
 * Removed: the profile (name, email, photo), the phone number, unsold listings, notifications (and their
 * settings and push subscriptions), and every way to sign in (password, Google link, sessions). Kept, for
 * the other side of each deal and the law (Digital Commerce Guidelines 2021, tax records): orders,
 * payments and the ledger, ratings.
 */
export const removedData = ['profile', 'phone', 'listings', 'notifications', 'watchlist', 'sign-in'] as const;
/** Issue 39 §6: the messages stay, the other side's copy of the conversation readable. */
export const keptRecords = ['orders', 'payments', 'ratings', 'messages'] as const;
export const accountDeleted = z.object({ removed: z.array(z.enum(removedData)), kept: z.array(z.enum(keptRecords)) });
export type AccountDeleted = z.infer<typeof accountDeleted>;

const tk = (poisha: number) => `TK ${(poisha / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The 409's message: what stops the deletion, in English (the web app words the blockers itself). */
export function accountNotDeletableMessage(blockers: AccountDeletionBlockers): string {
  const reasons = [
    blockers.ordersAsBuyer > 0 && `${count(blockers.ordersAsBuyer, 'open order')} as buyer`,
    blockers.ordersAsSeller > 0 && `${count(blockers.ordersAsSeller, 'open order')} as seller`,
    blockers.held > 0 && `${tk(blockers.held)} held for orders in progress`,
    blockers.available > 0 && `${tk(blockers.available)} available to pay out`,
    blockers.requested > 0 && `${tk(blockers.requested)} in payout requests not yet paid`,
  ].filter((reason): reason is string => typeof reason === 'string');
  return `Your account cannot be deleted yet: ${reasons.join(', ')}. Finish or cancel the orders and get your money paid out first.`;
}
