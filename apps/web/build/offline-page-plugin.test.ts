import { describe, expect, it } from 'vitest';
import bn from '../src/locales/bn/app.json';
import en from '../src/locales/en/app.json';
import { offlinePageHtml } from './offline-page-plugin.ts';

const page = new DOMParser().parseFromString(offlinePageHtml(), 'text/html');
const part = (lang: string) => page.querySelector<HTMLElement>(`main[lang="${lang}"]`)!;

describe('the offline page', () => {
  it('holds the English and the Bangla texts from the app catalogues, English shown until its script picks', () => {
    expect(part('en').querySelector('h1')!.textContent).toBe(en.offline.title);
    expect(part('bn').querySelector('h1')!.textContent).toBe(bn.offline.title);
    expect(part('bn').querySelector('p')!.textContent).toBe(bn.offline.body);
    expect(part('en').hidden).toBe(false);
    expect(part('bn').hidden).toBe(true);
    expect(part('bn').dataset.title).toBe(bn.offline.pageTitle);
  });

  it('retries the same address with a plain link, and loads its script from a file (the CSP forbids inline ones)', () => {
    const retry = [...part('en').querySelectorAll('a')].find((link) => link.textContent === en.offline.retry)!;
    expect(retry.getAttribute('href')).toBe('');
    // The way home is offered by the script only when the home page is kept (it would lead back here otherwise).
    const home = [...part('en').querySelectorAll('a')].find((link) => link.textContent === en.offline.home)!;
    expect(home.getAttribute('href')).toBe('/');
    expect(home.hidden).toBe(true);
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/offline.js']);
    expect(scripts.every((script) => script.textContent === '')).toBe(true);
  });

  it('brings the app’s Bangla font, for phones with no Bangla system font', () => {
    const html = offlinePageHtml('assets/noto-sans-bengali-bengali-wght-normal-abc123.woff2');
    expect(html).toContain("src: url(/assets/noto-sans-bengali-bengali-wght-normal-abc123.woff2) format('woff2-variations')");
    expect(html).toMatch(/font-family: [^;]*'Noto Sans Bengali Variable'/);
  });
});
