import type { Language } from '@phonehaat/contract';

/** The identity provider's user, in the spec's shape (§3). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  /** The language saved in the profile (not in the spec's shape: PhoneHaat's own). */
  language?: Language;
}

/** An error from the identity provider, with its message shown in red under the form (spec §8). */
export class AuthError extends Error {
  override name = 'AuthError';
}
