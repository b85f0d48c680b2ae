import { afterEach, describe, expect, it } from 'vitest';
import { pageLanguage, rememberLanguage } from './language.ts';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});

describe('pageLanguage', () => {
  it('takes ?lang first, then the cookie, then <html lang>, else English', () => {
    expect(pageLanguage()).toBe('en');
    document.documentElement.lang = 'bn';
    expect(pageLanguage()).toBe('bn');
    document.cookie = 'lang=en; path=/';
    expect(pageLanguage()).toBe('en');
    window.history.replaceState(null, '', '/products?lang=bn');
    expect(pageLanguage()).toBe('bn');
  });

  it('ignores values that name no language', () => {
    window.history.replaceState(null, '', '/?lang=fr');
    document.cookie = 'lang=<script>; path=/';
    document.documentElement.lang = 'de';
    expect(pageLanguage()).toBe('en');
  });
});

describe('rememberLanguage', () => {
  it('sets the cookie and <html lang>', () => {
    rememberLanguage('bn');
    expect(document.cookie).toContain('lang=bn');
    expect(document.documentElement.lang).toBe('bn');
  });
});
