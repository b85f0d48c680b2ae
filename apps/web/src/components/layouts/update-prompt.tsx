import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker, type ApplyUpdate } from '../../lib/pwa/register-service-worker.ts';

/**
 * "A new version is ready": shown when an updated service worker has installed and is waiting. Reload
 * lets it take over and reloads the page; Later keeps the current version until every tab is closed.
 * Mounted once for the whole app (app/providers.tsx); it also starts the service worker.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('app');
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);
  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);

  if (!applyUpdate) return null;
  return (
    <div role="status" className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md sm:bottom-4">
      <div className="alert flex flex-wrap items-center justify-between gap-3 border-primary/30 bg-base-100 shadow-lg">
        <span className="min-w-0 flex-1 basis-48">{t('update.message')}</span>
        <span className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-ghost btn-sm h-auto min-h-8" onClick={() => setApplyUpdate(null)}>
            {t('update.later')}
          </button>
          <button type="button" className="btn btn-primary btn-sm h-auto min-h-8" onClick={() => void applyUpdate()}>
            {t('update.reload')}
          </button>
        </span>
      </div>
    </div>
  );
}
