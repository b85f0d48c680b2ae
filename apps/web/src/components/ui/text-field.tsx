import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useMessageText } from '../../lib/i18n/translate-message.ts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** A unit shown inside the box before the value, e.g. 'TK'. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message tied to it for screen readers. */
export function TextField({ label, error, hint, prefix, className = '', ref, ...input }: TextFieldProps) {
  const id = useId();
  // Field errors are the contract's English messages: shown in the page's language.
  const messageText = useMessageText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  // A value the user cannot change should not look like a box to type in.
  const readOnlyLook = input.readOnly ? 'cursor-default border-dashed bg-base-200 text-base-content/70 focus:outline-none' : '';
  const box = `input w-full ${error ? 'input-error' : ''} ${readOnlyLook}`;
  const field = (
    <input
      id={id}
      ref={ref}
      className={prefix ? 'grow' : box}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {prefix ? (
        <div className={box}>
          <span className="label">{prefix}</span>
          {field}
        </div>
      ) : (
        field
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error" role="alert">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}
