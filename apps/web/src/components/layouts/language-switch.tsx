import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { withAuthClient } from '../../lib/auth/load-auth-client.ts';
import { switchLanguage } from '../../lib/i18n/switch-language.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

/**
 * The header's language button: it names the other language in that language ("বাংলা" on English pages),
 * as readers look for their own script, and marks the name with its `lang` for screen readers. A signed-in
 * user's choice is saved to their profile too, so their other devices follow.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const other = useLanguage() === 'en' ? 'bn' : 'en';
  const choose = async () => {
    await switchLanguage(other);
    if (user) await withAuthClient((client) => client.saveLanguage(other)).catch((error: unknown) => console.error(error));
  };
  return (
    <button
      type="button"
      // "বাংলা" in its own inlined font (build/language-label-font-plugin.ts), so English pages fetch no Bengali font.
      className={`btn btn-ghost btn-sm px-2 font-semibold sm:px-3 ${other === 'bn' ? 'language-label' : ''}`}
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => void choose()}
    >
      {t('language.switchTo')}
    </button>
  );
}
