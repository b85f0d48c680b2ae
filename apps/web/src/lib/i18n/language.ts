import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, languageCookie, languages, type Language } from '@phonehaat/contract';

export { languages, type Language };
export const defaultLanguage = DEFAULT_LANGUAGE;
export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);
/**
 * The language a value names. Not the contract's `languageOf`: its zod schema would bring zod into every
 * page's first download (12 KB gzip), for a check of two words.
 */
export const languageOf = (value: unknown): Language | undefined => (isLanguage(value) ? value : undefined);

/**
 * The page's language: a `?lang=` in its address (the Bangla address of a shared or indexed page), else
 * the remembered cookie, else what the server wrote into `<html lang>` (from the profile), else English.
 * The server picks in the same order (decision 18), so the head it wrote and the page agree.
 */
export function pageLanguage(doc: Document = document): Language {
  return chosenLanguage(doc) ?? languageOf(doc.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/** A language the visitor chose on this device: in the page's address, else remembered in the cookie. */
export function chosenLanguage(doc: Document = document): Language | undefined {
  const fromQuery = languageOf(new URLSearchParams(doc.location?.search ?? '').get(LANGUAGE_QUERY));
  return fromQuery ?? languageOf(new RegExp(`(?:^|;\\s*)${languageCookie.name}=([^;]*)`).exec(doc.cookie)?.[1]);
}

/** Keeps the choice for the next visit and tells the browser (and screen readers) what the page reads in. */
export function rememberLanguage(language: Language, doc: Document = document): void {
  doc.cookie = `${languageCookie.name}=${language}; path=${languageCookie.path}; max-age=${languageCookie.maxAgeSeconds}; samesite=${languageCookie.sameSite.toLowerCase()}`;
  doc.documentElement.lang = language;
}
