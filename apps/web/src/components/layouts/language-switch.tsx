import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../lib/i18n/switch-language.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';

/**
 * The header's language button: it names the other language in that language ("বাংলা" on English pages),
 * as readers look for their own script, and marks the name with its `lang` for screen readers.
 */
export function LanguageSwitch({ onSwitched }: { onSwitched?: (language: 'en' | 'bn') => void }) {
  const { t } = useTranslation();
  const other = useLanguage() === 'en' ? 'bn' : 'en';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm px-2 font-semibold sm:px-3"
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => void switchLanguage(other).then(() => onSwitched?.(other))}
    >
      {t('language.switchTo')}
    </button>
  );
}
