export { escapeHtml } from '../../lib/html-escape.ts';

/**
 * JSON to put inside a `<script>` (`application/ld+json`, a rendered page's data). An HTML parser ends a
 * script at the first `</script` and knows nothing of JSON strings, so `<`, `>` and `&` are written as \u
 * escapes (JSON reads them back as the same characters); U+2028/2029 too, which older JavaScript parsers refuse.
 */
export const scriptSafeJson = (json: string): string =>
  json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export const jsonForScript = (value: unknown): string => scriptSafeJson(JSON.stringify(value));
