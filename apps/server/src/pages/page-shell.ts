import { parse, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { PAGE_DATA_ELEMENT_ID, type Language, type RenderedPage } from '@phonehaat/contract';
import { escapeHtml, scriptSafeJson } from './head/escape.ts';
import type { ScriptPriority } from './page-preloads.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * index.html as the parts every page is written from, found once at start-up by an HTML parser (parse5, which
 * follows the HTML standard's): each part is the source text between the parser's own locations, so nothing
 * is searched for in the HTML and the parts are written back exactly as the web build wrote them.
 */
export interface PageShell {
  /** Up to `<html`: the doctype. */
  prologue: string;
  /** `<html>`'s attributes but `lang`, which each page sets. */
  htmlAttributes: [name: string, value: string][];
  /** From the end of `<html …>` to the end of `<head>`. */
  headOpen: string;
  /**
   * The head's elements every page keeps (charset, viewport, icons, the stylesheet, the app's scripts), in
   * order; the app's module script and module preloads also as they are fetched at low priority.
   */
  head: { tag: string; lowPriority?: string }[];
  /** From `</head>` to the end of `<div id="root">`. */
  toRoot: string;
  /** What `#root` holds in index.html: the top bar (decision 0048), for pages the browser renders. */
  rootContent: string;
  /** `#root`'s end tag. */
  rootClose: string;
  /** After it, to the end. */
  rest: string;
}

const childElements = (node: ParentNode): Element[] => node.childNodes.filter((child): child is Element => 'tagName' in child);
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Each page has its own title and description (the head's); index.html's are the development server's. */
const isPageOwn = (element: Element) =>
  element.tagName === 'title' || (element.tagName === 'meta' && attribute(element, 'name') === 'description');

/** The app's entry script and the module preloads the build wrote beside it. */
const isAppScript = (element: Element) =>
  (element.tagName === 'script' && attribute(element, 'type') === 'module') ||
  (element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload');

/** The element written again by the serializer with `fetchpriority="low"`. */
const withLowPriority = (element: Element) =>
  serializeOuter({
    ...element,
    attrs: [...element.attrs.filter((attr) => attr.name !== 'fetchpriority'), { name: 'fetchpriority', value: 'low' }],
  });

function findRoot(node: ParentNode): Element | undefined {
  for (const child of childElements(node)) {
    if (attribute(child, 'id') === 'root') return child;
    const found = findRoot(child);
    if (found) return found;
  }
  return undefined;
}

export function readPageShell(indexHtml: string): PageShell {
  const document = parse(indexHtml, { sourceCodeLocationInfo: true });
  const html = childElements(document).find((element) => element.tagName === 'html');
  const head = html && childElements(html).find((element) => element.tagName === 'head');
  const root = html && findRoot(html);
  const htmlTag = html?.sourceCodeLocation?.startTag;
  const headTags = head?.sourceCodeLocation;
  const rootTags = root?.sourceCodeLocation;
  if (!html || !head || !htmlTag || !headTags?.startTag || !headTags.endTag || !rootTags?.startTag || !rootTags.endTag)
    throw new Error('index.html needs <html>, <head> … </head> and <div id="root"> … </div> written out');
  const source = (from: number, to: number) => indexHtml.slice(from, to);
  return {
    prologue: source(0, htmlTag.startOffset),
    htmlAttributes: html.attrs.filter((attr) => attr.name !== 'lang').map((attr) => [attr.name, attr.value]),
    headOpen: source(htmlTag.endOffset, headTags.startTag.endOffset),
    head: childElements(head)
      .filter((element) => !isPageOwn(element))
      .map((element) => ({
        tag: source(element.sourceCodeLocation!.startOffset, element.sourceCodeLocation!.endOffset),
        ...(isAppScript(element) && { lowPriority: withLowPriority(element) }),
      })),
    toRoot: source(headTags.endTag.startOffset, rootTags.startTag.endOffset),
    rootContent: source(rootTags.startTag.endOffset, rootTags.endTag.startOffset),
    rootClose: source(rootTags.endTag.startOffset, rootTags.endTag.endOffset),
    rest: source(rootTags.endTag.endOffset, indexHtml.length),
  };
}

/**
 * One page: its language, its own head tags (title, description, preloads …), the page rendered on the
 * server if it was, and how the app's scripts are fetched (at low priority on a rendered page).
 */
export interface PageParts {
  language: Language;
  headTags: string[];
  rendered?: RenderedPage | undefined;
  scripts?: ScriptPriority;
}

/**
 * The page's HTML: the shell with `<html lang>`, the page's head tags after the shell's own, and in `#root`
 * the rendered page (decision 0049) with the answers it was rendered from after it, or else the top bar.
 */
export function writePage(shell: PageShell, { language, headTags, rendered, scripts = 'auto' }: PageParts): string {
  const attributes = [['lang', language], ...shell.htmlAttributes].map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`).join('');
  const own = shell.head.map(({ tag, lowPriority }) => (scripts === 'low' && lowPriority) || tag);
  const head = [...own, ...headTags].map((tag) => `\n    ${tag}`).join('');
  const root = rendered
    ? `${rendered.html}${shell.rootClose}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(rendered.data)}</script>`
    : `${shell.rootContent}${shell.rootClose}`;
  return `${shell.prologue}<html${attributes}>${shell.headOpen}${head}\n  ${shell.toRoot}${root}${shell.rest}`;
}
