import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The listing form's "Accept cash at the meet-up" tick (decision 0034), in the add and edit forms
 * alike: a controlled checkbox or react-hook-form's `register` props.
 */
export function CashAcceptedField({ className = '', ...input }: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('cash');
  const id = useId();
  return (
    <div className={`flex items-start gap-3 rounded-box border border-base-300 p-3 ${className}`}>
      <input id={id} type="checkbox" className="checkbox checkbox-primary mt-0.5" aria-describedby={`${id}-hint`} {...input} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium">
          {t('listing.label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {t('listing.hint')}
        </p>
      </div>
    </div>
  );
}
