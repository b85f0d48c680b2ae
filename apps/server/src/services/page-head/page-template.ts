import type { Language } from '@phonehaat/contract';

const LANGUAGE_SLOT = '\u0000lang\u0000';

/**
 * index.html ready to be written per page: its own `<title>` and description (the web app's
 * defaults for the development server) go, since each page gets its own, and its `<html lang>` becomes
 * a slot for the page's language.
 */
export function pageTemplate(indexHtml: string): (language: Language, headTags: string[]) => string {
  const prepared = indexHtml
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '')
    .replace(/<html\b([^>]*?)\s+lang="[^"]*"/i, (_, before: string) => `<html${before} lang="${LANGUAGE_SLOT}"`)
    .replace(/<html(?![^>]*\slang=)/i, `<html lang="${LANGUAGE_SLOT}"`);
  const [start, end] = prepared.split(LANGUAGE_SLOT) as [string, string];
  // A function replacement: `$&` and friends in a value (a photo URL, a listing's name) stay text.
  return (language, headTags) => `${start}${language}${end}`.replace('</head>', () => `  ${headTags.join('\n    ')}\n  </head>`);
}
