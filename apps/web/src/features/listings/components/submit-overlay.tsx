import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format.ts';

/**
 * The full-page spinner of spec §2 while a product is saved, with the photos' upload progress: `progress`
 * is the whole upload's; `photo` names the one being sent when there are several.
 */
export function SubmitOverlay({
  stage,
  progress,
  photo,
}: {
  stage: 'uploading' | 'saving';
  progress: number;
  photo?: { n: number; total: number } | undefined;
}) {
  const { t } = useTranslation(['dashboard', 'photos']);
  const { amount } = useFormat();
  const percent = Math.round(progress * 100);
  const several = photo !== undefined && photo.total > 1;
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-base-100/85 px-6 text-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      {stage === 'uploading' ? (
        <>
          <p className="font-semibold">
            {several
              ? t('photos:picker.uploading', { n: amount(photo.n), total: amount(photo.total), percent: amount(percent) })
              : t('addProduct.uploading', { percent: amount(percent) })}
          </p>
          <progress className="progress progress-primary w-64 max-w-full" value={percent} max={100} aria-label={t('addProduct.uploadProgress')} />
        </>
      ) : (
        <p className="font-semibold">{t('addProduct.saving')}</p>
      )}
    </div>
  );
}
