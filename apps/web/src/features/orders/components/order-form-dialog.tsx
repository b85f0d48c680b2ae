import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSellingErrorText } from '../use-selling-error-text.ts';

export interface OrderFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What this step means, above the field. */
  help: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A free text, a one-line text, or the 6-digit hand-over code (numeric keyboard, one-time-code). */
  kind: 'textarea' | 'text' | 'code';
  /** The field's message when its value will not do; nothing when it will. */
  validate: (value: string) => string | undefined;
  submitText: string;
  backText: string;
  tone?: 'primary' | 'error';
  /** Sends the value; a refusal (a wrong code, the lock, a changed order) stays in the dialog, worded. */
  onSubmit: (value: string) => Promise<void>;
}

/** One field, one action on an order: decline with a reason, the hand-over code, the tracking reference, a cancel. */
export function OrderFormDialog({ open, onClose, title, ...form }: OrderFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <OrderForm {...form} onClose={onClose} />
    </Modal>
  );
}

function OrderForm({ help, label, hint, placeholder, kind, validate, submitText, backText, tone = 'primary', onSubmit, onClose }: Omit<OrderFormDialogProps, 'open' | 'title'>) {
  const errorText = useSellingErrorText();
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(value);
    setFieldError(problem);
    setServerError(undefined);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(value.trim());
      onClose();
    } catch (error) {
      setServerError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [hint && `${fieldId}-hint`, fieldError && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id: fieldId,
    value,
    placeholder,
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-base-content/80">{help}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="font-semibold">
          {label}
        </label>
        {kind === 'textarea' ? (
          <textarea {...common} rows={3} maxLength={500} className={`textarea w-full ${fieldError ? 'textarea-error' : ''}`} />
        ) : kind === 'code' ? (
          <input
            {...common}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={`input w-full text-center font-mono text-2xl tracking-[0.5em] ${fieldError ? 'input-error' : ''}`}
          />
        ) : (
          <input {...common} maxLength={120} className={`input w-full ${fieldError ? 'input-error' : ''}`} />
        )}
        {hint && (
          <p id={`${fieldId}-hint`} className="text-xs text-base-content/70">
            {hint}
          </p>
        )}
        {fieldError && (
          <p id={`${fieldId}-error`} className="text-sm text-error">
            {fieldError}
          </p>
        )}
      </div>
      {serverError && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {backText}
        </button>
        <button type="submit" className={`btn ${tone === 'error' ? 'btn-error' : 'btn-primary'}`} disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitText}
        </button>
      </div>
    </form>
  );
}
