import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';

interface BlockDialogProps {
  name: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before blocking the other side (issue 39 §3): what blocking does, and that it can be undone. */
export function BlockDialog({ name, open, busy, onConfirm, onClose }: BlockDialogProps) {
  const { t } = useTranslation('conversations');
  return (
    <Modal open={open} onClose={onClose} title={t('block.title', { name })}>
      <p className="text-base-content/80">{t('block.explain')}</p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
          {t('block.cancel')}
        </button>
        <button type="button" className="btn btn-error min-h-11" onClick={onConfirm} disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('block.confirm')}
        </button>
      </div>
    </Modal>
  );
}
