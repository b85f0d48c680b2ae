import { API_PREFIX, type AccessTokenAnswer, type SignUpForm } from '@phonehaat/contract';
import { api } from '../api-client.ts';

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

const COMPLETE_PAGE = '/auth-complete.html';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * How long the popup's message may trail its closing. The popup posts it and closes at once
 * (public/auth-complete.js), and the browser may run our check of `closed` before it delivers the
 * message: timers and messages are separate task sources, with no order between them.
 */
const CLOSED_GRACE_MS = 1_000;

/** Resolves when the popup reports success (public/auth-complete.js), rejects on its error or when closed. */
export function waitForPopup(popup: Pick<Window, 'closed'>): Promise<void> {
  return new Promise((resolve, reject) => {
    let closedSeen: number | undefined;
    const finish = (error?: string) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedCheck);
      window.clearTimeout(closedSeen);
      if (error) reject(new AuthError(error));
      else resolve();
    };
    const onMessage = (event: MessageEvent<{ type?: string; error?: string | null }>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'phonehaat:auth-complete') return;
      finish(event.data.error ? `Google sign-in failed (${event.data.error})` : undefined);
    };
    window.addEventListener('message', onMessage);
    const closedCheck = window.setInterval(() => {
      if (popup.closed && closedSeen === undefined) {
        closedSeen = window.setTimeout(() => finish('Error (auth/popup-closed-by-user).'), CLOSED_GRACE_MS);
      }
    }, 400);
  });
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
  /**
   * Google sign-in in a 500 × 600 popup (spec §9). The popup is opened before any await so that the
   * browser counts it as a response to the click and does not block it.
   */
  async signInWithGooglePopup(): Promise<void> {
    const popup = window.open('about:blank', 'phonehaat-google', popupFeatures());
    if (!popup) throw new AuthError('Error (auth/popup-blocked).');
    try {
      const answer = await providerCall<{ url: string }>('/sign-in/social', {
        provider: 'google',
        callbackURL: COMPLETE_PAGE,
        errorCallbackURL: COMPLETE_PAGE,
        newUserCallbackURL: COMPLETE_PAGE,
        disableRedirect: true,
      });
      popup.location.href = answer.url;
    } catch (error) {
      popup.close();
      throw error;
    }
    await waitForPopup(popup);
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
