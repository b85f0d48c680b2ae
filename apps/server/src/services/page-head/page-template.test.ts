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
});
