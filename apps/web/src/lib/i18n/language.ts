/** The languages the site reads in: English (the spec's, and the default) and Bangla. */
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The cookie that remembers a visitor's choice; the server reads it to write `<html lang>` and the head. */
export const languageCookie = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The page's language: a `?lang=` in its address (the Bangla address of a shared or indexed page), else
 * the remembered cookie, else what the server wrote into `<html lang>` (from the profile), else English.
 * The server picks in the same order, so the head it wrote and the page agree.
 */
export function pageLanguage(doc: Document = document): Language {
  const fromQuery = new URLSearchParams(doc.location?.search ?? '').get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(doc.cookie)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  const fromHtml = doc.documentElement.lang;
  return isLanguage(fromHtml) ? fromHtml : defaultLanguage;
}

/** Keeps the choice for the next visit and tells the browser (and screen readers) what the page reads in. */
export function rememberLanguage(language: Language, doc: Document = document): void {
  doc.cookie = `${languageCookie}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  doc.documentElement.lang = language;
}
