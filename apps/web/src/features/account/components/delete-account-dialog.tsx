import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog.ts';
import { useTranslation } from 'react-i18next';
import { DeletionSummary } from './deletion-summary.tsx';

/** The typed word, read loosely: spaces around it and letter case do not matter; DELETE counts in either language. */
const normalised = (text: string) => text.normalize('NFC').trim().toLocaleUpperCase();
export const confirmsDeletion = (typed: string, word: string) => [word, 'DELETE'].map(normalised).includes(normalised(typed));

interface DeleteAccountDialogProps {
  open: boolean;
  /** The person's name, as spec §4's 'If you delete {name}' says it. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  /** Why the deletion just failed, in the person's language. */
  failure: string | null;
}

/**
 * Spec §4's delete confirmation ('Are you sure you want to delete' / 'If you delete {name}. It Cannot be
 * undone', Cancel and Delete) for the account itself, on the native <dialog> as the shared ConfirmDialog:
 * it says again what goes and what stays, and Delete waits for the word DELETE (মুছুন in Bangla) typed.
 */
export function DeleteAccountDialog({ open, onCancel, busy, ...box }: DeleteAccountDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape (and the system back gesture) ask to close: the parent decides, as in the shared ConfirmDialog.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {/* Mounted while open only: the word typed is gone when it opens again. */}
      {open && <ConfirmBox {...box} busy={busy} onCancel={onCancel} titleId={titleId} bodyId={bodyId} />}
    </dialog>
  );
}

function ConfirmBox({
  name,
  onConfirm,
  onCancel,
  busy,
  failure,
  titleId,
  bodyId,
}: Omit<DeleteAccountDialogProps, 'open'> & { titleId: string; bodyId: string }) {
  const { t } = useTranslation(['account', 'spec', 'common']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const word = t('delete.word');
  const confirmed = confirmsDeletion(typed, word);

  // Focus starts on Cancel, the safe choice.
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <form
      className="modal-box grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !busy) onConfirm();
      }}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('spec:confirmDeleteTitle')}
      </h2>
      <p id={bodyId} className="break-words">
        {t('spec:confirmDeleteBody', { value: t('delete.dialogName', { name }) })}
      </p>
      <DeletionSummary />
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('delete.typeWord', { word })}
        </label>
        <input
          id={inputId}
          className="input w-full"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={busy}
        />
      </div>
      {failure && (
        <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {failure}
        </p>
      )}
      <div className="modal-action mt-0">
        <button ref={cancelRef} type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('common:confirm.cancel')}
        </button>
        <button type="submit" className="btn btn-error" disabled={!confirmed || busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('common:confirm.delete')}
        </button>
      </div>
    </form>
  );
}
