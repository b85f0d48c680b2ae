import { parseCookie, stringifySetCookie } from 'cookie';
import { languageCookie, languageOf, LANGUAGE_QUERY, DEFAULT_LANGUAGE, type Language } from '@phonehaat/contract';

// Better Auth's session cookie (its `__Secure-` form over https). Its value is `<token>.<signature>`.
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export interface PageLanguage {
  language: Language;
  /** Set when the language came from the signed-in user's profile: the browser should remember it in the cookie. */
  remember?: Language;
}

/**
 * The language of a page request: `?lang=` for that page, then the `lang` cookie, then the profile of
 * the user whose session cookie the browser sends, then English. The profile costs one indexed read,
 * made only when the browser has no `lang` cookie yet; the answer then sets that cookie, so each
 * browser reads the profile at most once.
 */
export async function pageLanguage(
  query: unknown,
  cookieHeader: string | undefined,
  profileLanguage: (sessionToken: string) => Promise<Language | undefined>,
): Promise<PageLanguage> {
  const fromQuery = languageOf((query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY]);
  if (fromQuery) return { language: fromQuery };
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  const fromCookie = languageOf(cookies[languageCookie.name]);
  if (fromCookie) return { language: fromCookie };
  const session = SESSION_COOKIES.map((name) => cookies[name]).find(Boolean);
  const token = session?.split('.', 1)[0];
  if (token && token.length <= 200) {
    const fromProfile = await profileLanguage(token);
    if (fromProfile) return { language: fromProfile, remember: fromProfile };
  }
  return { language: DEFAULT_LANGUAGE };
}

/** The `lang` cookie of decision 0018 (path `/`, one year, SameSite=Lax), for a language the page found in the profile. */
export const languageCookieHeader = (language: Language, secure: boolean): string =>
  stringifySetCookie({
    name: languageCookie.name,
    value: language,
    path: languageCookie.path,
    maxAge: languageCookie.maxAgeSeconds,
    sameSite: 'lax',
    secure,
  });
