import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** What is about to be deleted, as people know it (spec §4: 'If you delete {name}. It Cannot be undone'). */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** True while the deletion runs: both buttons wait. */
  busy?: boolean;
}

/**
 * Spec §4's delete confirmation on the native <dialog>: `showModal()` makes the rest of the page inert,
 * so focus stays inside; Escape cancels; focus starts on Cancel, the safe choice, and returns to the
 * button that opened it when it closes.
 */
export function ConfirmDialog({ open, name, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(open, cancelRef);
  const titleId = useId();
  const bodyId = useId();
  const { t } = useTranslation(['common', 'spec']);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape (and the system back gesture) ask to close: the parent decides, so state stays in one place.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          if (!busy) onCancel();
        }
      }}
    >
      {open && (
        <div className="modal-box">
          <h2 id={titleId} className="text-lg font-bold">
            {t('spec:confirmDeleteTitle')}
          </h2>
          <p id={bodyId} className="py-4 break-words">
            {t('spec:confirmDeleteBody', { value: name })}
          </p>
          <div className="modal-action">
            <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={busy}>
              {t('confirm.cancel')}
            </button>
            <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('confirm.delete')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
