import { useTranslation } from 'react-i18next';

/**
 * A list that could not be loaded: a plain sentence instead of the server's text, and a way to try
 * again without reloading the page.
 */
export function LoadFailed({ what, onRetry, retrying = false }: { what: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
      <p className="text-lg font-semibold">{t('loadFailed.title', { what })}</p>
      <p className="mt-1 text-base-content/70">{t('loadFailed.hint')}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry} disabled={retrying}>
        {retrying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('loadFailed.retry')}
      </button>
    </div>
  );
}
