import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, Namespace } from '../../locales/catalogue.ts';
import { languages, type Language } from './language.ts';

const namespaces: Namespace[] = ['common', 'spec', 'home', 'products', 'auth', 'dashboard', 'payments', 'blog', 'share', 'app'];

/** One chunk per language holding all its namespaces: a page downloads its own language's texts, never both. */
const loadCatalogue = (language: Language): Promise<{ default: Catalogue }> =>
  language === 'bn' ? import('../../locales/bn/index.ts') : import('../../locales/en/index.ts');

/**
 * Starts i18next in `language` and resolves once its texts are loaded, so the first render is already in
 * that language. No fallback language: a missing Bangla text would otherwise load the English catalogue
 * too; the catalogue tests keep both complete instead.
 */
export async function startI18n(language: Language): Promise<i18n> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(async (lng: string, ns: string) => (await loadCatalogue(lng as Language)).default[ns as Namespace]))
    .init({
      lng: language,
      supportedLngs: [...languages],
      fallbackLng: false,
      load: 'currentOnly',
      ns: namespaces,
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // A text missing from the catalogue shows as ⟦key⟧, which the browser tests look for on every page.
      parseMissingKeyHandler: (key: string) => `⟦${key}⟧`,
    });
  return i18next;
}
