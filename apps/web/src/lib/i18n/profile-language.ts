import type { Language } from '@phonehaat/contract';
import { chosenLanguage } from './language.ts';
import { switchLanguage } from './switch-language.ts';

/**
 * On signing in: a device with no choice of its own (no `lang` cookie, no `?lang=`) turns to the
 * profile's language, so a Bangla reader's new phone reads Bangla once they sign in. A choice made on this
 * device stays; the profile changes only when a signed-in user switches (language-switch.tsx) or signs up.
 */
export async function adoptProfileLanguage(profileLanguage: Language | undefined): Promise<void> {
  if (profileLanguage && !chosenLanguage()) await switchLanguage(profileLanguage);
}
