import * as z from 'zod/mini';

// zod/mini, like listing-query.ts: the web app reads these names at start-up on every page.

/** The site's languages: English (the default, the spec's texts) and Bangla. */
export const languages = ['en', 'bn'] as const;
// Pure: a page that reads only the names above does not bring zod into its first download.
export const language = /* @__PURE__ */ z.enum(languages);
export type Language = z.infer<typeof language>;
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that remembers a visitor's choice (`en` or `bn`): path `/`, one year, SameSite=Lax.
 * The server writes `<html lang>` from it, so the web app reads its language from the page.
 */
export const languageCookie = { name: 'lang', maxAgeSeconds: 365 * 24 * 60 * 60, path: '/', sameSite: 'Lax' } as const;

/**
 * The URL query naming a page's language for that page only, above the cookie. It is also the form of
 * the hreflang alternates: the English page is the plain URL, the Bangla one adds `lang=bn`.
 */
export const LANGUAGE_QUERY = 'lang';

/** The language a value names, or undefined for anything else (a missing or foreign cookie, `?lang=fr`). */
export function languageOf(value: unknown): Language | undefined {
  const parsed = language.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
