import { APP_SCRIPTS_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type Language, type RenderedPage } from '@phonehaat/contract';
import { escapeHtml, scriptSafeJson } from './escape.ts';

const LANGUAGE_SLOT = '\u0000lang\u0000';
const ROOT_OPEN = '<div id="root">';
const ROOT_CLOSE = '</div>';

/**
 * index.html ready to be written per page: its own `<title>` and description (the web app's
 * defaults for the development server) go, since each page gets its own, and its `<html lang>` becomes
 * a slot for the page's language. A page rendered on the server (decision 0049) takes the place of what
 * `#root` holds (the top bar of decision 0048), followed by the data it was rendered from; with the web
 * build's `starter` its scripts wait until it has painted (decision 0050).
 */
export function pageTemplate(
  indexHtml: string,
  starter?: string,
): (language: Language, headTags: string[], page?: RenderedPage) => string {
  const prepared = indexHtml
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '')
    .replace(/<html\b([^>]*?)\s+lang="[^"]*"/i, (_, before: string) => `<html${before} lang="${LANGUAGE_SLOT}"`)
    .replace(/<html(?![^>]*\slang=)/i, `<html lang="${LANGUAGE_SLOT}"`);
  const [start, end] = prepared.split(LANGUAGE_SLOT) as [string, string];
  // A function replacement: `$&` and friends in a value (a photo URL, a listing's name) stay text.
  const withHead = (language: Language, headTags: string[]) =>
    `${start}${language}${end}`.replace('</head>', () => `  ${headTags.join('\n    ')}\n  </head>`);
  return (language, headTags, page) => {
    const document = withHead(language, headTags);
    if (!page) return document;
    const whole = withPage(document, page);
    return starter ? withScriptsAfterPaint(whole, starter) : whole;
  };
}

/** `#root` is the body's last element: its content runs to the last `</div>` before `</body>`. */
function withPage(document: string, page: RenderedPage): string {
  const open = document.indexOf(ROOT_OPEN);
  const close = document.lastIndexOf(ROOT_CLOSE, document.lastIndexOf('</body>'));
  if (open < 0 || close < open) return document;
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>`;
  return `${document.slice(0, open + ROOT_OPEN.length)}${page.html}${ROOT_CLOSE}${data}${document.slice(close + ROOT_CLOSE.length)}`;
}

/** The app's module scripts and module preloads as index.html and the page hints write them. */
const APP_SCRIPT = /[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)[ \t]*\r?\n?/g;

/**
 * The page is whole without its scripts: in the head they are moved into an inert `<template>`, and
 * the starter adds them once the page's photo and text have painted, so on a slow line the stylesheet,
 * the font and the photo have it to themselves. Only the head is rewritten; the page's markup is not.
 */
function withScriptsAfterPaint(document: string, starter: string): string {
  const headEnd = document.indexOf('</head>');
  if (headEnd < 0) return document;
  const head = document.slice(0, headEnd);
  const scripts = [...head.matchAll(APP_SCRIPT)].map(([, tag]) => tag);
  if (scripts.length === 0) return document;
  const waiting = `<template id="${APP_SCRIPTS_ELEMENT_ID}">${scripts.join('')}</template>`;
  const start = `<script type="module" src="${escapeHtml(starter)}"></script>`;
  return `${head.replace(APP_SCRIPT, '')}  ${waiting}\n    ${start}\n  ${document.slice(headEnd)}`;
}
