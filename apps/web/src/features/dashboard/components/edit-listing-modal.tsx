import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { editProductBody, type EditProductBody, type Product } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useEditProduct } from '../api/listing-mutations.ts';
import { uploadImage } from '../api/upload-image.ts';
import { CashAcceptedField } from '../../../components/cash/cash-accepted-field.tsx';
import { PHOTO_ACCEPT } from './add-product-schema.ts';
import { useFormErrorText } from './form-error-text.ts';
import { changedDetails, detailsOf, editableDetails, type DetailsInput, type EditableDetail } from './edit-listing-details.ts';
import { PhoneDetailsFields } from './phone-details-fields.tsx';

const fields = ['selling', 'location', 'details', 'image'] as const;
type Field = (typeof fields)[number];

/**
 * Edit an unsold listing: the price, photo, location, details and issue 26's phone details, drawn by the
 * Add Product form's own PhoneDetailsFields (PATCH /products/{id}); only changed fields are sent.
 */
export function EditListingModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('selling');
  return (
    <Modal open onClose={onClose} title={t('listing.editTitle', { name: product.productName })} className="sm:max-w-2xl">
      <EditListingForm product={product} onClose={onClose} />
    </Modal>
  );
}

function EditListingForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation(['selling', 'dashboard']);
  const fieldError = useFormErrorText();
  const errorText = useErrorText();
  const edit = useEditProduct();
  const id = useId();
  const [selling, setSelling] = useState(String(product.selling));
  const [location, setLocation] = useState(product.location);
  const [details, setDetails] = useState(product.details);
  const [cashAccepted, setCashAccepted] = useState(product.cashAccepted ?? false);
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string>();
  // The phone details live in a react-hook-form store, the one PhoneDetailsFields reads and shows errors from.
  const phoneDetails = useForm<DetailsInput>({ defaultValues: detailsOf(product) });
  const busy = edit.isPending || progress !== undefined;
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : undefined), [photo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    const changes: EditProductBody = {
      ...(Number(selling) !== product.selling || selling.trim() === '' ? { selling } : {}),
      ...(location !== product.location && { location }),
      ...(details !== product.details && { details }),
      ...(cashAccepted !== (product.cashAccepted ?? false) && { cashAccepted }),
      ...changedDetails(phoneDetails.getValues(), product),
    };
    try {
      if (photo) {
        setProgress(0);
        const uploaded = await uploadImage(photo, setProgress);
        setProgress(undefined);
        if (!uploaded.success) throw new Error(t('listing.uploadFailed'));
        changes.image = uploaded.data.url;
      }
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      const parsed = editProductBody.safeParse(changes);
      phoneDetails.clearErrors();
      if (!parsed.success) {
        const byField = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        setErrors(byField);
        showDetailErrors(byField);
        return;
      }
      setErrors({});
      await edit.mutateAsync({ id: product._id, changes: parsed.data });
      toast.success(t('listing.saved'));
      onClose();
    } catch (error) {
      setProgress(undefined);
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        showDetailErrors(error.fields);
      }
      setServerError(errorText(error));
    }
  }

  /** The phone details' messages go where PhoneDetailsFields shows them, beside each input. */
  function showDetailErrors(byField: Record<string, string>) {
    for (const field of editableDetails) {
      const text = byField[field];
      if (text) phoneDetails.setError(field as EditableDetail, { message: text });
    }
  }

  const invalid = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const message = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="text-sm text-error">
        {fieldError(errors[field])}
      </p>
    );
  // Each field's error wiring, worked out before the markup.
  const state = Object.fromEntries(fields.map((field) => [field, { a11y: invalid(field), message: message(field) }])) as Record<
    Field,
    { a11y: ReturnType<typeof invalid>; message: ReturnType<typeof message> }
  >;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-base-content/80">{t('listing.editHint')}</p>
      <div className="flex items-center gap-3">
        <img
          src={preview ?? product.image}
          alt={t('listing.currentPhoto', { name: product.productName })}
          className="size-20 shrink-0 rounded-lg bg-base-200 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-semibold">{t('listing.photo')}</p>
          {/* The browser's own file button speaks the browser's language: this one speaks the page's. */}
          <div className="flex min-w-0 items-center gap-2">
            <input
              id={`${id}-photo`}
              type="file"
              accept={PHOTO_ACCEPT}
              className="peer sr-only"
              onChange={(event) => setPhoto(event.target.files?.[0])}
              {...state.image.a11y}
            />
            <label htmlFor={`${id}-photo`} className="btn btn-outline btn-sm shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
              {t('listing.changePhoto')}
            </label>
            {photo && <span className="truncate text-xs text-base-content/70">{photo.name}</span>}
          </div>
          {progress !== undefined && (
            <progress className="progress progress-primary w-full" value={Math.round(progress * 100)} max={100} aria-label={t('listing.uploading', { percent: Math.round(progress * 100) })} />
          )}
          {state.image.message}
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-selling`} className="font-semibold">
          {t('dashboard:form.selling')}
        </label>
        <label className={`input w-full ${errors.selling ? 'input-error' : ''}`}>
          <span className="text-base-content/70">{t('dashboard:form.currency')}</span>
          <input id={`${id}-selling`} inputMode="numeric" value={selling} onChange={(event) => setSelling(event.target.value)} {...state.selling.a11y} />
        </label>
        {state.selling.message}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-location`} className="font-semibold">
          {t('dashboard:form.location')}
        </label>
        <input
          id={`${id}-location`}
          className={`input w-full ${errors.location ? 'input-error' : ''}`}
          value={location}
          maxLength={120}
          onChange={(event) => setLocation(event.target.value)}
          {...state.location.a11y}
        />
        {state.location.message}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-details`} className="font-semibold">
          {t('dashboard:form.details')}
        </label>
        <textarea
          id={`${id}-details`}
          rows={4}
          className={`textarea w-full ${errors.details ? 'textarea-error' : ''}`}
          value={details}
          maxLength={2000}
          onChange={(event) => setDetails(event.target.value)}
          {...state.details.a11y}
        />
        {state.details.message}
      </div>
      <FormProvider {...phoneDetails}>
        <PhoneDetailsFields brandName={product.brandName} errorText={fieldError} withImei={false} />
      </FormProvider>
      <CashAcceptedField checked={cashAccepted} onChange={(event) => setCashAccepted(event.target.checked)} />
      {serverError && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn" onClick={onClose} disabled={busy}>
          {t('listing.back')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('listing.save')}
        </button>
      </div>
    </form>
  );
}
