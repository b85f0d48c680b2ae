import { API_PREFIX, type AccessTokenAnswer, type Language, type SignUpForm } from '@phonehaat/contract';
import { languageOf } from '../i18n/language.ts';
import { createAuthClient } from 'better-auth/react';
import { api } from '../api-client.ts';
import { parseErrorBody } from '../api-error.ts';
import { AuthError, type AuthUser } from './auth-user.ts';
import { forgetDevicePush } from './forget-device-push.ts';

interface ProviderUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  language?: unknown;
}

const toAuthUser = (user: ProviderUser): AuthUser => ({
  uid: user.id,
  email: user.email,
  displayName: user.name,
  photoURL: user.image ?? null,
  ...(languageOf(user.language) && { language: languageOf(user.language) }),
});

/** Better Auth's own client, at the server's mount point; the session rides in its http-only cookie. */
const provider = createAuthClient({ baseURL: window.location.origin, basePath: `${API_PREFIX}/auth` });

/** A failed Better Auth call, its body read by the one error reader (api-error.ts). */
async function authErrorOf(error: { status: number }): Promise<AuthError> {
  const body = await parseErrorBody(error);
  return new AuthError(body?.message ?? `Sign-in service error (${error.status})`);
}

/** Better Auth's calls answer `{ data, error }` rather than throwing. */
async function dataOf<T>(call: Promise<{ data: T | null; error: { status: number } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw await authErrorOf(error);
  if (data === null) throw new AuthError('The sign-in service sent an empty answer');
  return data;
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
    const { data: session, error } = await provider.getSession();
    if (error) throw await authErrorOf(error);
    return session?.user ? toAuthUser(session.user) : null;
  },
  async signIn(email: string, password: string): Promise<AuthUser> {
    return toAuthUser((await dataOf(provider.signIn.email({ email, password }))).user);
  },
  async signUp(form: SignUpForm): Promise<AuthUser> {
    const answer = await dataOf(
      provider.signUp.email({
        name: form.name,
        email: form.email,
        password: form.password,
        image: form.photoURL,
        // The new profile keeps the language the visitor signed up in.
        language: languageOf(document.documentElement.lang),
      } as Parameters<typeof provider.signUp.email>[0]),
    );
    return toAuthUser(answer.user);
  },
  /**
   * Google sign-in in a 500 × 600 popup (spec §9). The popup is opened before any await so that the
   * browser counts it as a response to the click and does not block it. Better Auth's client would
   * send this window to Google; `disableRedirect` has it hand back the URL for the popup instead.
   */
  async signInWithGooglePopup(): Promise<void> {
    const popup = window.open('about:blank', 'phonehaat-google', popupFeatures());
    if (!popup) throw new AuthError('Error (auth/popup-blocked).');
    try {
      const answer = await dataOf(
        provider.signIn.social({
          provider: 'google',
          callbackURL: COMPLETE_PAGE,
          errorCallbackURL: COMPLETE_PAGE,
          newUserCallbackURL: COMPLETE_PAGE,
          disableRedirect: true,
        }),
      );
      if (!answer.url) throw new AuthError('Google sign-in is not available');
      popup.location.href = answer.url;
    } catch (error) {
      popup.close();
      throw error;
    }
    await waitForPopup(popup);
  },
  /** Saves the language the user reads in to their profile (Better Auth's own update-user). */
  async saveLanguage(language: Language): Promise<void> {
    await dataOf(provider.updateUser({ language } as Parameters<typeof provider.updateUser>[0]));
  },
  async signOut(): Promise<void> {
    await forgetDevicePush();
    await dataOf(provider.signOut());
  },
  /** Spec §4: the access token is fetched for the email, then stored. */
  async accessTokenFor(email: string): Promise<string> {
    const answer = await api.get<AccessTokenAnswer>(`/jwt?email=${encodeURIComponent(email)}`);
    return answer.accessToken;
  },
};
