import { useId, type InputHTMLAttributes } from 'react';

interface TickFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint: string;
}

/** A checkbox with its label and a hint beneath, in a bordered box: the listing form's ticks (cash, ships, cash on delivery). */
export function TickField({ label, hint, className = '', ...input }: TickFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 rounded-box border border-base-300 p-3 ${className}`}>
      <input id={id} type="checkbox" className="checkbox checkbox-primary mt-0.5" aria-describedby={`${id}-hint`} {...input} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {hint}
        </p>
      </div>
    </div>
  );
}
