import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHOTO_ACCEPT } from './add-product-schema.ts';

interface VerificationPhotoFieldProps extends UseFormRegisterReturn {
  /** The code the paper must show: the day's (GET /listing-code) for a new listing, a listing's own when it is edited. */
  code: string;
  /** Whose code it is, for its label: today's (Add Product) or the listing's (the edit dialog). */
  codeOf?: 'today' | 'listing';
  error?: string | undefined;
  className?: string;
}

/**
 * The verification photo a seller not yet verified adds (decision 0040): the phone beside a paper with
 * the day's listing code, which shows the admin that whoever lists the phone holds it. Only admins see it.
 */
export function VerificationPhotoField({ code, codeOf = 'today', error, className = '', onChange, ...field }: VerificationPhotoFieldProps) {
  const { t } = useTranslation('photos');
  const id = useId();
  const [file, setFile] = useState<File>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0]);
    return onChange(event);
  };

  return (
    <div className={`flex min-w-0 flex-col gap-2 rounded-box border border-warning/50 bg-warning/5 p-3 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('verification.label')}
      </label>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{codeOf === 'today' ? t('verification.code') : t('verification.listingCode')}</span>
        <strong className="rounded border border-base-300 bg-base-100 px-2 py-0.5 font-mono text-base tracking-widest" data-testid="listing-code">
          {code}
        </strong>
      </p>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {t('verification.hint', { code })}
      </p>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        className="peer sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={choose}
        {...field}
      />
      <label
        htmlFor={id}
        className={`input w-full cursor-pointer gap-3 ps-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${error ? 'input-error' : ''}`}
      >
        <span className="btn btn-sm btn-soft shrink-0">{t('verification.choose')}</span>
        <span className="min-w-0 truncate text-base-content/70">{file ? file.name : t('verification.none')}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
      {preview && <img src={preview} alt={t('verification.preview')} className="h-32 w-32 rounded-box border border-base-300 bg-base-200 object-contain" />}
    </div>
  );
}
