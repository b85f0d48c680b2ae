import { useId } from 'react';

/** A select with its label and message, the way the listing form's brand select is drawn. */
export function SelectField({
  label,
  error,
  children,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
