import { createContext } from 'react';
import type { SignUpForm } from '@phonehaat/contract';
import type { AuthUser } from './auth-user.ts';

export interface AuthState {
  /** Null until the provider reports, and when signed out. */
  user: AuthUser | null;
  /** True at first and while a sign-in, sign-up or sign-out is in progress (spec §4). */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(form: SignUpForm): Promise<AuthUser>;
  /** Google popup sign-in; a new Google account is registered with name and email only (spec §7). */
  signInWithGoogle(): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Reads the signed-in user again after the account page changed them (name, photo, email): the drawer's
   * card shows the change. Not a sign-in, so `loading` stays as it is and the page stays mounted.
   */
  refreshUser(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
