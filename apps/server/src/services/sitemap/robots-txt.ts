import { API_PREFIX, CATEGORIES_PATH } from '@phonehaat/contract';

/**
 * robots.txt: everything but the signed-in pages (the dashboard, its payment page), the sign-in
 * forms and the API. The catalogue's public reads stay allowed (the longer rule wins), so a
 * crawler that runs the web app sees the listings it shows.
 */
export function robotsTxt(origin: string): string {
  const publicReads = ['/allProducts', '/products/', '/category/', CATEGORIES_PATH];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /signIn',
    'Disallow: /signUp',
    'Disallow: /auth-complete.html',
    `Disallow: ${API_PREFIX}/`,
    ...publicReads.map((path) => `Allow: ${API_PREFIX}${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
