import { useTranslation } from 'react-i18next';

/** A loading indicator; `fullPage` covers the screen (used while a form submits). */
export function Spinner({ fullPage = false, label }: { fullPage?: boolean; label?: string }) {
  const { t } = useTranslation();
  const spinner = <span className="loading loading-spinner loading-lg text-primary" role="status" aria-label={label ?? t('spinner.loading')} />;
  if (!fullPage) return <div className="flex min-h-40 items-center justify-center">{spinner}</div>;
  return <div className="fixed inset-0 z-50 flex items-center justify-center bg-base-100/70">{spinner}</div>;
}
