import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { ProfilePhotoAnswer, SignUpForm } from '@phonehaat/contract';
import { accessToken, api } from '../api-client.ts';
import { AuthError, type AuthUser } from './auth-user.ts';
import { withAuthClient } from './load-auth-client.ts';
import { adoptProfileLanguage } from '../i18n/profile-language.ts';
import { AuthContext, type AuthState } from './auth-context.ts';

/** The sign-up photo once the server has stored it, into the signed-in user (if still the same one). */
async function adoptSignUpPhoto(email: string, setUser: Dispatch<SetStateAction<AuthUser | null>>): Promise<void> {
  try {
    const { photoURL } = await api.get<ProfilePhotoAnswer>('/users/me/photo');
    if (photoURL) setUser((current) => (current?.email === email ? { ...current, photoURL } : current));
  } catch {
    // No photo: the avatar keeps its initials.
  }
}

/** Holds who is signed in. The session lives in an http-only cookie; API calls carry the bearer token. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const queryClient = useQueryClient();

  const storeToken = useCallback(async (signedIn: AuthUser) => {
    // A device with no language of its own reads in the profile's.
    void adoptProfileLanguage(signedIn.language).catch((error: unknown) => console.error(error));
    accessToken.set(await withAuthClient((client) => client.accessTokenFor(signedIn.email)));
  }, []);

  useEffect(() => {
    let cancelled = false;
    withAuthClient((client) => client.currentUser())
      .then(async (current) => {
        // Always fetch a fresh token: a stored one may belong to a session that has ended.
        if (current) await storeToken(current);
        if (!current) accessToken.clear();
        if (!cancelled) setUser(current);
      })
      .catch(() => {
        if (!cancelled) setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [storeToken]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setLoading(true);
      try {
        const signedIn = await withAuthClient((client) => client.signIn(email, password));
        await storeToken(signedIn);
        queryClient.clear();
        setUser(signedIn);
        return signedIn;
      } finally {
        setLoading(false);
      }
    },
    [queryClient, storeToken],
  );

  const signUp = useCallback(
    async (form: SignUpForm) => {
      setLoading(true);
      try {
        const created = await withAuthClient((client) => client.signUp(form));
        await storeToken(created);
        // Spec §4: register in the product's users store with the chosen role.
        await api.post('/users', { name: form.name, email: form.email, role: form.role });
        queryClient.clear();
        setUser(created);
        // The photo given is fetched and stored by the server after sign-up (decision 0054): the avatar
        // shows once it is, initials until then (and for good if it could not be fetched).
        if (!created.photoURL) void adoptSignUpPhoto(created.email, setUser);
        return created;
      } finally {
        setLoading(false);
      }
    },
    [queryClient, storeToken],
  );

  const signInWithGoogle = useCallback(async () => {
    setLoading(true);
    try {
      await withAuthClient((client) => client.signInWithGooglePopup());
      const signedIn = await withAuthClient((client) => client.currentUser());
      if (!signedIn) throw new AuthError('Google sign-in did not complete');
      await storeToken(signedIn);
      await api.post('/users', { name: signedIn.displayName, email: signedIn.email });
      queryClient.clear();
      setUser(signedIn);
      return signedIn;
    } finally {
      setLoading(false);
    }
  }, [queryClient, storeToken]);

  const signOut = useCallback(async () => {
    setLoading(true);
    try {
      await withAuthClient((client) => client.signOut());
    } catch (error) {
      // Spec §4: a sign-out failure is only logged.
      console.error(error);
    } finally {
      accessToken.clear();
      queryClient.clear();
      setUser(null);
      setLoading(false);
    }
  }, [queryClient]);

  const refreshUser = useCallback(async () => {
    const current = await withAuthClient((client) => client.currentUser());
    if (current) setUser(current);
  }, []);

  const value = useMemo<AuthState>(
    () => ({ user, loading, signIn, signUp, signInWithGoogle, signOut, refreshUser }),
    [user, loading, signIn, signUp, signInWithGoogle, signOut, refreshUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
