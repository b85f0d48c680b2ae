import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.ts';

describe('page template', () => {
  it("replaces index.html's own title and description and sets <html lang>", () => {
    const write = pageTemplate(
      '<!doctype html>\n<html lang="en" data-theme="x">\n  <head>\n    <title>Old</title>\n    <meta name="description" content="old" />\n    <meta charset="UTF-8" />\n  </head>\n</html>',
    );
    expect(write('bn', ['<title>New</title>'])).toBe(
      '<!doctype html>\n<html lang="bn" data-theme="x">\n  <head>\n    <meta charset="UTF-8" />\n    <title>New</title>\n  </head>\n</html>',
    );
  });

  it('adds lang when the page has none, and keeps $ patterns in tags as text', () => {
    const write = pageTemplate('<html><head></head><body></body></html>');
    expect(write('en', ['<meta content="$& $\' $`">'])).toBe(
      '<html lang="en"><head>  <meta content="$& $\' $`">\n  </head><body></body></html>',
    );
  });

  it('puts a rendered page in #root in place of its top bar, and its data after it as JSON that cannot end the script', () => {
    const write = pageTemplate('<html><head></head><body>\n<div id="root"><header><div>bar</div></header></div>\n</body></html>');
    const data = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const page = write('en', [], { html: '<main><h1>Pixel 8</h1></main>', data });
    expect(page).toBe(
      '<html lang="en"><head>  \n  </head><body>\n<div id="root"><main><h1>Pixel 8</h1></main></div>' +
        '<script type="application/json" id="page-data">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>\n</body></html>',
    );
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
    expect(write('en', [])).toContain('<div id="root"><header><div>bar</div></header></div>');
  });

  it("holds a rendered page's scripts in a template for the starter, and leaves other pages' alone", () => {
    const index =
      '<html><head>\n    <script type="module" crossorigin src="/a.js"></script>\n    <link rel="modulepreload" href="/b.js">\n    <link rel="stylesheet" href="/c.css">\n  </head><body><div id="root"></div></body></html>';
    const write = pageTemplate(index, '/start.js');
    const rendered = write('en', ['<link rel="modulepreload" href="/page.js">'], {
      html: '<main><link rel="modulepreload" href="/in-markup.js"></main>',
      data: '{}',
    });
    expect(rendered).toBe(
      '<html lang="en"><head>\n    <link rel="stylesheet" href="/c.css">\n  ' +
        '  <template id="app-scripts"><script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" href="/b.js">' +
        '<link rel="modulepreload" href="/page.js"></template>\n    <script type="module" src="/start.js"></script>\n  </head>' +
        '<body><div id="root"><main><link rel="modulepreload" href="/in-markup.js"></main></div>' +
        '<script type="application/json" id="page-data">{}</script></body></html>',
    );
    // A page the browser renders starts its scripts at once; so does a rendered page of a build without a starter.
    expect(write('en', [])).toContain('<head>\n    <script type="module" crossorigin src="/a.js"></script>');
    expect(write('en', [])).not.toContain('<template');
    expect(pageTemplate(index)('en', [], { html: '<main></main>', data: '{}' })).not.toContain('<template');
  });
});
