import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { adoptProfileLanguage } from './profile-language.ts';

beforeEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('adoptProfileLanguage', () => {
  it("keeps a choice made on this device, whatever the profile's", async () => {
    document.cookie = 'lang=en; path=/';
    await adoptProfileLanguage('bn');
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("turns a device with no choice to the profile's language and remembers it", async () => {
    await adoptProfileLanguage('bn');
    expect(i18next.language).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
  });

  it('leaves the page alone for a profile without a language', async () => {
    await adoptProfileLanguage(undefined);
    expect(i18next.language).toBe('en');
    expect(document.cookie).not.toMatch(/lang=(en|bn)/);
  });
});
