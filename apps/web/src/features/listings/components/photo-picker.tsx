import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { PHOTO_ACCEPT } from './add-product-schema.ts';
import { addPhotos, movePhoto, removePhoto, type PickedPhoto } from './photo-order.ts';

let nextKey = 0;
/** Picked photos of these files, each with a key of its own for the time it is on the list. */
export const pickedFiles = (files: readonly File[]): PickedPhoto[] =>
  files.map((file) => ({ key: `file-${(nextKey += 1)}`, file }));

/** A picked photo's thumbnail: its URL, or an object URL of its file let go when it leaves. */
function Thumbnail({ photo, label }: { photo: PickedPhoto; label: string }) {
  const objectUrl = useMemo(() => (photo.file ? URL.createObjectURL(photo.file) : undefined), [photo.file]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  return <img src={objectUrl ?? photo.url} alt={label} className="h-full w-full object-contain" />;
}

function ArrowIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface PhotoPickerProps {
  /** The file input's label (the spec's 'Product Photo' on Add Product). */
  label: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** The field's message, already in the page's language. */
  error?: string | undefined;
  invalid?: boolean;
}

/**
 * A listing's photos (issue 26): choose several at once (one file input, `multiple`), see them as
 * thumbnails, put them in order with buttons (keyboard and touch alike), remove one; the first is the
 * cover. At most MAX_PHOTOS: the ones that do not fit are left out, and the picker says so.
 */
export function PhotoPicker({ label, photos, onChange, error, invalid = false }: PhotoPickerProps) {
  const { t } = useTranslation('photos');
  const { amount } = useFormat();
  const id = useId();
  const [refused, setRefused] = useState(0);
  const full = photos.length >= MAX_PHOTOS;
  const message = refused > 0 ? t('errors.tooMany', { max: amount(MAX_PHOTOS) }) : error;

  const change = (next: PickedPhoto[], didNotFit = 0) => {
    setRefused(didNotFit);
    onChange(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="photo-picker">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* The browser writes a file input's own button in its language: it is hidden visually (it keeps
          focus and keyboard use) and a second label shows the button in the page's language. */}
      <input
        id={id}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="peer sr-only"
        disabled={full}
        aria-invalid={invalid || refused > 0 ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const added = addPhotos(photos, pickedFiles([...(event.target.files ?? [])]));
          change(added.photos, added.refused);
          // The same file chosen again after a removal must fire a change too.
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={`btn btn-sm btn-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${
            full ? 'btn-disabled' : ''
          }`}
        >
          {t('picker.add')}
        </label>
        <span className="text-sm text-base-content/70">{t('picker.count', { n: amount(photos.length), max: amount(MAX_PHOTOS) })}</span>
      </div>
      <p className="text-sm text-base-content/70">
        {t('picker.hint', { max: amount(MAX_PHOTOS) })}
      </p>
      {message && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {message}
        </p>
      )}
      {photos.length > 0 && (
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, index) => {
            const n = amount(index + 1);
            return (
              <li key={photo.key} className="flex flex-col gap-1" data-testid="picked-photo">
                <div className="relative aspect-square overflow-hidden rounded-lg border border-base-300 bg-base-200">
                  <Thumbnail photo={photo} label={t('picker.thumbnail', { n })} />
                  {index === 0 && <span className="badge badge-primary badge-sm absolute left-1 top-1">{t('picker.cover')}</span>}
                </div>
                <div className="flex justify-between gap-1">
                  <button
                    type="button"
                    className="btn btn-square btn-sm btn-ghost"
                    aria-label={t('picker.moveLeft', { n })}
                    disabled={index === 0}
                    onClick={() => change(movePhoto(photos, index, -1))}
                  >
                    <ArrowIcon path="M15 5l-7 7 7 7" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-square btn-sm btn-ghost text-error"
                    aria-label={t('picker.remove', { n })}
                    onClick={() => change(removePhoto(photos, index))}
                  >
                    <ArrowIcon path="M6 6l12 12M18 6L6 18" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-square btn-sm btn-ghost"
                    aria-label={t('picker.moveRight', { n })}
                    disabled={index === photos.length - 1}
                    onClick={() => change(movePhoto(photos, index, 1))}
                  >
                    <ArrowIcon path="M9 5l7 7-7 7" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
