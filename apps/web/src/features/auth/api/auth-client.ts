import { API_PREFIX, type AccessTokenAnswer, type SignUpForm } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** The identity provider's user, in the spec's shape (§3). */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

interface ProviderUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/** An error from the identity provider, with its message shown in red under the form (spec §8). */
export class AuthError extends Error {
  override name = 'AuthError';
}

const toAuthUser = (user: ProviderUser): AuthUser => ({
  uid: user.id,
  email: user.email,
  displayName: user.name,
  photoURL: user.image ?? null,
});

async function providerCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_PREFIX}/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const payload = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : `Sign-in service error (${response.status})`;
    throw new AuthError(message);
  }
  return payload as T;
}

export const authClient = {
  async currentUser(): Promise<AuthUser | null> {
    const session = await providerCall<{ user: ProviderUser } | null>('/get-session');
    return session?.user ? toAuthUser(session.user) : null;
  },
  async signIn(email: string, password: string): Promise<AuthUser> {
    const answer = await providerCall<{ user: ProviderUser }>('/sign-in/email', { email, password });
    return toAuthUser(answer.user);
  },
  async signUp(form: SignUpForm): Promise<AuthUser> {
    const answer = await providerCall<{ user: ProviderUser }>('/sign-up/email', {
      name: form.name,
      email: form.email,
      password: form.password,
      image: form.photoURL,
    });
    return toAuthUser(answer.user);
  },
  /** Starts Google sign-in; the browser follows the returned URL. */
  async googleSignInUrl(callbackURL: string): Promise<string> {
    const answer = await providerCall<{ url: string }>('/sign-in/social', { provider: 'google', callbackURL, disableRedirect: true });
    return answer.url;
  },
  async signOut(): Promise<void> {
    await providerCall('/sign-out', {});
  },
  /** Spec §4: the access token is fetched for the email, then stored. */
  async accessTokenFor(email: string): Promise<string> {
    const answer = await api.get<AccessTokenAnswer>(`/jwt?email=${encodeURIComponent(email)}`);
    return answer.accessToken;
  },
};
