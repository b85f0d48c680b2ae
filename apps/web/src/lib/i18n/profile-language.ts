import type { Language } from '@phonehaat/contract';
import { chosenLanguage } from './language.ts';
import { switchLanguage } from './switch-language.ts';

/**
 * On signing in: a language chosen on this device (the cookie) wins and is saved to the profile; with
 * none, the page turns to the profile's language, so a Bangla reader's new phone reads Bangla once they sign in.
 */
export async function reconcileProfileLanguage(
  profileLanguage: Language | undefined,
  save: (language: Language) => Promise<void>,
): Promise<void> {
  const chosen = chosenLanguage();
  if (chosen) {
    if (chosen !== profileLanguage) await save(chosen);
  } else if (profileLanguage) {
    await switchLanguage(profileLanguage);
  }
}
