/** The languages the site reads in: English (the spec's, and the default) and Bangla. */
export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The cookie that remembers a visitor's choice; the server reads it to write `<html lang>` and the head. */
export const languageCookie = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The page's language: what the server wrote into `<html lang>`, else the cookie, else English. */
export function pageLanguage(doc: Document = document): Language {
  const fromHtml = doc.documentElement.lang;
  if (isLanguage(fromHtml)) return fromHtml;
  const fromCookie = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(doc.cookie)?.[1];
  return isLanguage(fromCookie) ? fromCookie : defaultLanguage;
}

/** Keeps the choice for the next visit and tells the browser (and screen readers) what the page reads in. */
export function rememberLanguage(language: Language, doc: Document = document): void {
  doc.cookie = `${languageCookie}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  doc.documentElement.lang = language;
}
