import { useId, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { dhakaDay, editProductBody, fieldErrorOf, listingCode, type EditProductBody, type Product } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useEditProduct } from '../api/listing-mutations.ts';
import { PhotoUploadFailed, uploadPhotos } from '../api/upload-photos.ts';
import { CashAcceptedField } from '../../payments/index.ts';
import { ShipsFields } from '../../delivery/index.ts';
import { pickedPhotos } from './add-product-schema.ts';
import { useFormErrorText, type FieldMessage } from './form-error-text.ts';
import type { PickedPhoto } from './photo-order.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { changedDetails, detailsOf, editableDetails, editDetailFields, type DetailsInput, type EditableDetail } from './edit-listing-details.ts';
import { PhoneDetailsFields } from './phone-details-fields.tsx';
import { VerificationPhotoField } from './verification-photo-field.tsx';

const fields = ['selling', 'location', 'details', 'photos'] as const;
type Field = (typeof fields)[number];

/** Waiting for an admin (pending, or rejected and sent back by this edit): it takes a new verification photo. */
const isUnderReview = (product: Product) => product.review?.status === 'pending' || product.review?.status === 'rejected';

/** The listing's photos as the picker holds them: each already uploaded, named by its URL. */
const photosOf = (product: Product): PickedPhoto[] =>
  (product.photos ?? [{ url: product.image, imageSet: product.imageSet }]).map((photo) => ({ key: photo.url, url: photo.url }));

/**
 * Edit an unsold listing: the price, photo, location, details and issue 26's phone details, drawn by the
 * Add Product form's own PhoneDetailsFields (PATCH /products/{id}); only changed fields are sent. A listing
 * under review also takes a new verification photo in Add Product's own field (decision 0040), say after
 * an admin rejected it because the first was unclear.
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
  const { t } = useTranslation(['selling', 'dashboard', 'photos']);
  const { t: tCommon } = useTranslation('common');
  const fieldError = useFormErrorText();
  const errorText = useErrorText();
  const edit = useEditProduct();
  const id = useId();
  const [selling, setSelling] = useState(String(product.selling));
  const [location, setLocation] = useState(product.location);
  const [details, setDetails] = useState(product.details);
  const [cashAccepted, setCashAccepted] = useState(product.cashAccepted ?? false);
  const [ships, setShips] = useState(product.ships ?? false);
  const [codAccepted, setCodAccepted] = useState(product.codAccepted ?? false);
  const [photos, setPhotos] = useState(() => photosOf(product));
  const [progress, setProgress] = useState<number>();
  const underReview = isUnderReview(product);
  // The listing's own code (its seller, the day it was listed), which the admin's review card checks the
  // paper against: not today's, as a photo sent again days later would otherwise carry the wrong one.
  const code = listingCode(product.sellerId, dhakaDay(new Date(product.createdAt)));
  const [proof, setProof] = useState<File>();
  // Photos already uploaded are not sent again when only saving failed.
  const uploaded = useRef(new Map<File, string>());
  // Each field's message and, when known, its code and parameters (the page's language reads those).
  const [errors, setErrors] = useState<Partial<Record<Field | 'image' | 'verificationPhoto', FieldMessage>>>({});
  const [serverError, setServerError] = useState<string>();
  // The phone details live in a react-hook-form store, the one PhoneDetailsFields reads and shows errors from.
  const phoneDetails = useForm<DetailsInput>({ defaultValues: detailsOf(product) });
  const busy = edit.isPending || progress !== undefined;
  const photosChanged =
    photos.map((photo) => photo.key).join('\n') !==
    photosOf(product)
      .map((photo) => photo.key)
      .join('\n');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(undefined);
    const changes: EditProductBody = {
      ...(Number(selling) !== product.selling || selling.trim() === '' ? { selling } : {}),
      ...(location !== product.location && { location }),
      ...(details !== product.details && { details }),
      ...(cashAccepted !== (product.cashAccepted ?? false) && { cashAccepted }),
      ...(ships !== (product.ships ?? false) && { ships }),
      // Cash on delivery goes with shipping: a listing that stops shipping stops taking it too.
      ...((ships && codAccepted) !== (product.codAccepted ?? false) && { codAccepted: ships && codAccepted }),
      ...changedDetails(phoneDetails.getValues(), product),
    };
    try {
      if (photosChanged) {
        const checked = pickedPhotos.safeParse(photos);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          setErrors({ photos: { message: issue?.message, coded: issue && fieldErrorOf({ ...issue, path: ['photos'] }) } });
          return;
        }
        // New files are uploaded in order; the first photo becomes the cover (decision 0040).
        const files = photos.flatMap((photo) => (photo.file ? [photo.file] : []));
        setProgress(0);
        const sent = await uploadPhotos(files, uploaded.current, ({ n, total, fraction }) =>
          setProgress((n - 1 + fraction) / total),
        );
        setProgress(undefined);
        changes.photos = photos.map((photo) => photo.url ?? sent[files.indexOf(photo.file!)]!);
      }
      if (underReview && proof) {
        // Uploaded like the others (once, even if saving fails); only admins ever see it.
        const [url] = await uploadPhotos([proof], uploaded.current, () => undefined);
        changes.verificationPhoto = url;
      }
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      const parsed = editProductBody.safeParse(changes);
      phoneDetails.clearErrors();
      if (!parsed.success) {
        const byField: Record<string, FieldMessage> = {};
        for (const issue of parsed.error.issues)
          byField[String(issue.path[0])] ??= { message: issue.message, coded: fieldErrorOf(issue) };
        setErrors(byField);
        showDetailErrors(byField);
        return;
      }
      setErrors({});
      const saved = await edit.mutateAsync({ id: product._id, changes: parsed.data });
      // An unverified seller's material edit waits for review again (decision 0052): the toast says why.
      if (saved.review?.cause) toast.info(tCommon(`errors.${saved.review.cause}`), { autoClose: 8000 });
      else toast.success(t('listing.saved'));
      onClose();
    } catch (error) {
      setProgress(undefined);
      if (error instanceof PhotoUploadFailed) {
        setServerError(t('listing.uploadFailed'));
        return;
      }
      if (error instanceof ApiError && error.fields) {
        const byField = Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [field, { message, coded: error.issues?.find((issue) => issue.field === field) }]),
        );
        setErrors(byField);
        showDetailErrors(byField);
      }
      setServerError(errorText(error));
    }
  }

  /** The phone details' messages go where PhoneDetailsFields shows them, beside each input. */
  function showDetailErrors(byField: Record<string, FieldMessage>) {
    for (const field of editableDetails) {
      const error = byField[field];
      // `coded` rides along on react-hook-form's error, for the page's language (form-error-text.ts).
      if (error?.message) phoneDetails.setError(field as EditableDetail, error as { message: string });
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
      <div className="flex flex-col gap-2">
        <PhotoPicker
          label={t('listing.photo')}
          photos={photos}
          onChange={setPhotos}
          error={fieldError(errors.photos ?? errors.image)}
          invalid={Boolean(errors.photos ?? errors.image)}
        />
        {progress !== undefined && (
          <progress
            className="progress progress-primary w-full"
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t('listing.uploading', { percent: Math.round(progress * 100) })}
          />
        )}
      </div>
      {underReview && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-base-content/80">{t('photos:verification.replaceHint')}</p>
          <VerificationPhotoField
            code={code}
            codeOf="listing"
            error={fieldError(errors.verificationPhoto)}
            name="verificationPhoto"
            onChange={async (event: { target: HTMLInputElement }) => setProof(event.target.files?.[0])}
            onBlur={async () => undefined}
            ref={() => undefined}
          />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-selling`} className="font-semibold">
          {t('dashboard:form.selling')}
        </label>
        <label className={`input w-full ${errors.selling ? 'input-error' : ''}`}>
          <span className="text-base-content/70">{t('dashboard:form.currency')}</span>
          <input
            id={`${id}-selling`}
            inputMode="numeric"
            value={selling}
            onChange={(event) => setSelling(event.target.value)}
            {...state.selling.a11y}
          />
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
        <PhoneDetailsFields brandName={product.brandName} errorText={fieldError} fields={editDetailFields()} />
      </FormProvider>
      <CashAcceptedField checked={cashAccepted} onChange={(event) => setCashAccepted(event.target.checked)} />
      <ShipsFields
        ships={{ checked: ships, onChange: (event) => setShips(event.target.checked) }}
        cod={{ checked: codAccepted, onChange: (event) => setCodAccepted(event.target.checked) }}
        shipsChecked={ships}
      />
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
