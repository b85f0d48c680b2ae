import { useTranslation } from 'react-i18next';

/** The document title of a page: its name in the page's language, then the brand ("All Products — PhoneHaat"). */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  return <title>{`${children} — ${t('brand.name')}`}</title>;
}
