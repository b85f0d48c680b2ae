import { languageAlternates } from '../../lib/page-urls.ts';

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A sitemap index naming each sitemap by its absolute URL. */
export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapUrl {
  /** The page's path; its English URL is the plain one, its Bangla one adds `lang=bn`. */
  path: string;
  lastmod?: Date | undefined;
}

/** A sitemap of pages in English, each with its language alternates (xhtml:link hreflang). */
export function urlSetXml(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => {
    const alternates = languageAlternates(origin, path).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified}${alternates.join('')}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}
