import i18next from 'i18next';
import { rememberLanguage, type Language } from './language.ts';
import { applyZodLanguage } from './zod-language.ts';

/** Switches the page's language: loads its texts, then re-renders, and remembers the choice. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([i18next.changeLanguage(language), applyZodLanguage(language)]);
  rememberLanguage(language);
}
