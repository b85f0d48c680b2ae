import type { Language } from './language.ts';

/**
 * zod's own messages (a field the contract gives no message of its own) in the page's language. English is
 * zod's default and costs nothing; the Bangla locale loads only on Bangla pages.
 */
export async function applyZodLanguage(language: Language): Promise<void> {
  if (language !== 'bn') return;
  // zod itself loads here too, not with the first download (lib/zod-config.ts).
  const [{ config }, { default: bn }] = await Promise.all([import('zod/v4/core'), import('zod/v4/locales/bn.js')]);
  config(bn());
}
