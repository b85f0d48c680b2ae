import { PAGE_DATA_ELEMENT_ID, type Language, type RenderedPage } from '@phonehaat/contract';
import { scriptSafeJson } from './escape.ts';

const LANGUAGE_SLOT = '\u0000lang\u0000';
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/**
 * index.html ready to be written per page: its own `<title>` and description (the web app's
 * defaults for the development server) go, since each page gets its own, and its `<html lang>` becomes
 * a slot for the page's language. A page rendered on the server (decision 0049) takes the place of what
 * `#root` holds (the top bar of decision 0048), followed by the data it was rendered from.
 */
export function pageTemplate(indexHtml: string): (language: Language, headTags: string[], page?: RenderedPage) => string {
  const prepared = indexHtml
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '')
    .replace(/<html\b([^>]*?)\s+lang="[^"]*"/i, (_, before: string) => `<html${before} lang="${LANGUAGE_SLOT}"`)
    .replace(/<html(?![^>]*\slang=)/i, `<html lang="${LANGUAGE_SLOT}"`);
  const [start, end] = prepared.split(LANGUAGE_SLOT) as [string, string];
  // A function replacement: `$&` and friends in a value (a photo URL, a listing's name) stay text.
  const withHead = (language: Language, headTags: string[]) =>
    `${start}${language}${end}`.replace('</head>', () => `  ${headTags.join('\n    ')}\n  </head>`);
  return (language, headTags, page) => (page ? withPage(withHead(language, headTags), page) : withHead(language, headTags));
}

/** `#root` is the body's last element: its content runs to the last `</div>` before `</body>`. */
function withPage(document: string, page: RenderedPage): string {
  const open = document.indexOf(ROOT_OPEN);
  const close = document.lastIndexOf(ROOT_CLOSE, document.lastIndexOf('</body>'));
  if (open < 0 || close < open) return document;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>`;
  const whole = `${document.slice(0, open + ROOT_OPEN.length)}${page.html}${ROOT_CLOSE}${data}${document.slice(close + ROOT_CLOSE.length)}`;
  // The page is there without its scripts: the stylesheet and the photo go first on a slow line.
  return whole
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}
