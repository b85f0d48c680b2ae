import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reconcileProfileLanguage } from './profile-language.ts';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('reconcileProfileLanguage', () => {
  it("saves this device's choice to a profile that differs", async () => {
    document.cookie = 'lang=bn; path=/';
    const save = vi.fn(async () => {});
    await reconcileProfileLanguage('en', save);
    expect(save).toHaveBeenCalledWith('bn');
  });

  it('saves nothing when the profile already agrees', async () => {
    document.cookie = 'lang=bn; path=/';
    const save = vi.fn(async () => {});
    await reconcileProfileLanguage('bn', save);
    expect(save).not.toHaveBeenCalled();
  });

  it("turns a device with no choice to the profile's language and remembers it", async () => {
    const save = vi.fn(async () => {});
    await reconcileProfileLanguage('bn', save);
    expect(save).not.toHaveBeenCalled();
    expect(i18next.language).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
  });
});
