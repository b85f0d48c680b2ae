import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../test/support/html-page.ts';
import { readPageShell, writePage } from './page-shell.ts';

const WEB_INDEX = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

describe('page shell', () => {
  it("replaces index.html's own title and description and sets <html lang>, keeping its other attributes", () => {
    const shell = readPageShell(
      '<!doctype html>\n<html lang="en" data-theme="x">\n  <head>\n    <title>Old</title>\n    <meta name="description" content="old" />\n    <meta charset="UTF-8" />\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
    expect(writePage(shell, { language: 'bn', headTags: ['<title>New</title>'] })).toBe(
      '<!doctype html>\n<html lang="bn" data-theme="x">\n  <head>\n    <meta charset="UTF-8" />\n    <title>New</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
  });

  it('adds lang when the page has none, and writes tags as they are: $ patterns stay text', () => {
    const shell = readPageShell('<html><head></head><body><div id="root"></div></body></html>');
    expect(writePage(shell, { language: 'en', headTags: ['<meta content="$& $\' $`">'] })).toBe(
      '<html lang="en"><head>\n    <meta content="$& $\' $`">\n  </head><body><div id="root"></div></body></html>',
    );
  });

  it.each(["$'", '$`', '$&', '$$'])('keeps the page whole when a tag holds %s', (pattern) => {
    const shell = readPageShell(WEB_INDEX);
    const html = writePage(shell, { language: 'en', headTags: [`<link rel="preload" as="image" href="/uploads/a${pattern}b.webp">`] });
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html).toContain(`href="/uploads/a${pattern}b.webp"`);
  });

  it('puts a rendered page in #root in place of its top bar, and its data after it as JSON that cannot end the script', () => {
    const shell = readPageShell('<html><head></head><body>\n<div id="root"><header><div>bar</div></header></div>\n</body></html>');
    const data = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const page = writePage(shell, { language: 'en', headTags: [], rendered: { html: '<main><h1>Pixel 8</h1></main>', data } });
    expect(page).toBe(
      '<html lang="en"><head>\n  </head><body>\n<div id="root"><main><h1>Pixel 8</h1></main></div>' +
        '<script type="application/json" id="page-data">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>\n</body></html>',
    );
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
    expect(writePage(shell, { language: 'en', headTags: [] })).toContain('<div id="root"><header><div>bar</div></header></div>');
  });

  it("reads the web app's own index.html as a browser does: its head, its top bar in #root, its scripts kept", () => {
    const shell = readPageShell(WEB_INDEX);
    const page = parseHtml(writePage(shell, { language: 'bn', headTags: ['<title>Page</title>'] }));
    expect(page.htmlLang()).toBe('bn');
    expect(page.attribute(page.elements('html')[0]!, 'data-theme')).toBe('phonehaat');
    expect(page.elements('title').map((title) => page.text(title))).toEqual(['Page']);
    expect(page.meta('description')).toBeUndefined();
    expect(page.meta('viewport')).toBe('width=device-width, initial-scale=1.0');
    expect(page.elements('header')).toHaveLength(1);
    expect(page.elements('script').map((script) => page.attribute(script, 'src'))).toEqual(['/src/main.tsx']);
  });

  it('refuses an index.html without a #root to write pages into', () => {
    expect(() => readPageShell('<html><head></head><body></body></html>')).toThrow(/root/);
  });

  it("asks for the app's scripts at low priority when told (a rendered page), the rest of the head as it was", () => {
    const shell = readPageShell(
      '<html><head>\n<link rel="stylesheet" href="/a.css">\n<script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js">\n</head><body><div id="root"></div></body></html>',
    );
    const low = parseHtml(writePage(shell, { language: 'en', headTags: [], scripts: 'low' }));
    expect(low.elements('script').map((script) => [low.attribute(script, 'src'), low.attribute(script, 'fetchpriority')])).toEqual([['/a.js', 'low']]);
    expect(low.links('modulepreload')).toEqual([{ rel: 'modulepreload', crossorigin: '', href: '/b.js', fetchpriority: 'low' }]);
    expect(low.links('stylesheet')).toEqual([{ rel: 'stylesheet', href: '/a.css' }]);
    expect(writePage(shell, { language: 'en', headTags: [] })).toContain('<script type="module" crossorigin src="/a.js"></script>');
  });
});
