import { describe, expect, it } from 'vitest';
import { pageHint, type Manifest } from './page-hints-plugin.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/page.tsx': { file: 'assets/page-3.js', imports: ['index.html', '_react.js', '_shared.js'], css: ['assets/page-4.css'] },
  '_shared.js': { file: 'assets/shared-5.js', imports: ['_react.js', 'src/page.tsx'], css: ['assets/shared-6.css'] },
};

describe('page hints from the build manifest', () => {
  it("names a page's own chunks and styles, once each, but not what the entry already loads", () => {
    expect(pageHint(manifest, { module: 'src/page.tsx', imageSizes: '100vw' })).toEqual({
      chunks: ['/assets/page-3.js', '/assets/shared-5.js'],
      styles: ['/assets/page-4.css', '/assets/shared-6.css'],
      images: [],
      imageSizes: '100vw',
    });
  });

  it('keeps a page without a module to its images', () => {
    expect(pageHint(manifest, { images: ['/demo/hero.svg'] })).toEqual({
      chunks: [],
      styles: [],
      images: ['/demo/hero.svg'],
      imageSizes: undefined,
    });
  });

  it("names the page's own text chunks in each language", () => {
    const withTexts: Manifest = {
      ...manifest,
      'src/locales/en/listing.json': { file: 'assets/listing-en.js' },
      'src/locales/bn/listing.json': { file: 'assets/listing-bn.js' },
    };
    expect(pageHint(withTexts, { module: 'src/page.tsx', texts: ['listing'] }).texts).toEqual({
      en: ['/assets/listing-en.js'],
      bn: ['/assets/listing-bn.js'],
    });
    expect(() => pageHint(manifest, { texts: ['listing'] })).toThrow(/listing\.json is not in the build manifest/);
  });

  it('fails the build when a page module is missing from the manifest', () => {
    expect(() => pageHint(manifest, { module: 'src/missing.tsx' })).toThrow(/not in the build manifest/);
  });
});
