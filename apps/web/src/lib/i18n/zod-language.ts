import { configureZod } from '../zod-config.ts';
import type { Language } from './language.ts';

/**
 * zod's own messages (a field the contract gives no message of its own) in the page's language. English is
 * zod's default and costs nothing; the Bangla locale loads only on Bangla pages.
 */
export async function applyZodLanguage(language: Language): Promise<void> {
  if (language !== 'bn') return;
  const { default: bn } = await import('zod/v4/locales/bn.js');
  configureZod(bn());
}
