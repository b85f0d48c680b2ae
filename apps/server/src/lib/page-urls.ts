import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, languages, type Language } from '@phonehaat/contract';

/**
 * A page's address in a language: the plain URL in English, the same with `lang=bn` in Bangla
 * (decision 0018). `path` may carry its own query.
 */
export function pageUrl(origin: string, path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${language}`;
}

/** The hreflang alternates of a page: each language's URL, and English as the default. */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: pageUrl(origin, path, language) })),
    { hreflang: 'x-default', href: pageUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}
