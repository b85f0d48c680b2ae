import type { Language } from '@phonehaat/contract';
import { escapeHtml, jsonForScript } from './escape.ts';
import { headTexts, SITE_NAME } from './head-texts.ts';
import { languageAlternates, pageUrl } from '../../lib/page-urls.ts';

export interface OgImage {
  /** Absolute. */
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** What the server says about a page in its `<head>`, before any script runs. */
export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /**
   * The page's path without the language query: its canonical URL and hreflang alternates are made
   * from it. Absent on pages kept out of search (`noindex`).
   */
  path?: string;
  ogType: 'website' | 'product' | 'profile';
  image?: OgImage;
  /** A product's price, whole TK. */
  price?: number;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's tags; every value is escaped for HTML, and JSON-LD for a script element. */
export function renderHead(head: PageHead, origin: string): string[] {
  const texts = headTexts[head.language];
  const url = head.path === undefined ? undefined : pageUrl(origin, head.path, head.language);
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (url === undefined) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    for (const { hreflang, href } of languageAlternates(origin, head.path!)) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
    }
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', texts.ogLocale),
    meta('property', 'og:locale:alternate', headTexts[head.language === 'en' ? 'bn' : 'en'].ogLocale),
  );
  if (url !== undefined) tags.push(meta('property', 'og:url', url));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', head.image.type),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  if (head.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', String(head.price)), meta('property', 'product:price:currency', 'BDT'));
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt));
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags;
}
