import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** A page as a browser parses it (parse5 follows the HTML standard's parser), with the lookups tests need. */
export interface HtmlPage {
  elements(tagName: string): Element[];
  attribute(element: Element, name: string): string | undefined;
  text(element: Element): string;
  /** The content of `<meta property=…>` or `<meta name=…>`; undefined when absent. */
  meta(key: string): string | undefined;
  /** `<link rel=…>` elements' attributes. */
  links(rel: string): Record<string, string>[];
  /** Every JSON-LD script, parsed. */
  jsonLd(): Record<string, unknown>[];
  htmlLang(): string | undefined;
}

export function parseHtml(html: string): HtmlPage {
  const document = parse(html);
  const all: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) all.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
    if ('content' in node && node.content) walk(node.content as unknown as Node);
  };
  walk(document);
  const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
  const text = (element: Element) =>
    element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
  const elements = (tagName: string) => all.filter((element) => element.tagName === tagName);
  return {
    elements,
    attribute,
    text,
    meta: (key) => {
      const found = elements('meta').find((element) => attribute(element, 'property') === key || attribute(element, 'name') === key);
      return found && attribute(found, 'content');
    },
    links: (rel) =>
      elements('link')
        .filter((element) => attribute(element, 'rel') === rel)
        .map((element) => Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]))),
    jsonLd: () =>
      elements('script')
        .filter((element) => attribute(element, 'type') === 'application/ld+json')
        .map((element) => JSON.parse(text(element)) as Record<string, unknown>),
    htmlLang: () => {
      const root = elements('html')[0];
      return root && attribute(root, 'lang');
    },
  };
}
