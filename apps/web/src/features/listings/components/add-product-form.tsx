import { useEffect, useId } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category, FieldError } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import {
  addProductForm,
  addProductFormWithProof,
  emptyAddProductForm,
  type AddProductInput,
  type AddProductValues,
} from './add-product-schema.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { VerificationPhotoField } from './verification-photo-field.tsx';
import { codedZodResolver } from './coded-zod-resolver.ts';
import { useFormErrorText, type FieldMessage } from './form-error-text.ts';
import { PhoneDetailsFields } from './phone-details-fields.tsx';
import { dayMonthYear, inLanguageDigits } from './post-date.ts';
import { CashAcceptedField } from '../../payments/index.ts';
import { ShipsFields } from '../../delivery/index.ts';

interface AddProductFormProps {
  seller: { name: string; email: string };
  categories: Category[];
  /** Rejects with an Error whose message is shown above the button; what the user typed stays. */
  onSubmit: (values: AddProductValues) => Promise<void>;
  /** A failure to show, with per-field messages from the server when it gave them, and their codes (`issues`). */
  failure?: { message: string; fields?: Record<string, string> | undefined; issues?: FieldError[] | undefined } | null;
  /** A seller not yet verified adds a verification photo showing this code (decision 0040); null: not asked. */
  listingCode?: string | null;
}

/** Spec §2 Add Product screen's form: the fields in the spec's order, validated by spec §5. */
export function AddProductForm({ seller, categories, onSubmit, failure, listingCode = null }: AddProductFormProps) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const errorText = useFormErrorText();
  const ids = { brand: useId(), details: useId() };
  const form = useForm<AddProductInput, unknown, AddProductValues>({
    resolver: codedZodResolver(listingCode ? addProductFormWithProof : addProductForm),
    defaultValues: emptyAddProductForm,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = form;

  // Registered outside the markup, where the field names are code, not text.
  const fields = {
    verificationPhoto: register('verificationPhoto'),
    // Another brand has other models: the one picked goes.
    brand: register('brand', { onChange: () => setValue('model', '') }),
    purchase: register('purchase'),
    selling: register('selling'),
    usingYears: register('usingYears'),
    postDate: register('postDate'),
    productName: register('productName'),
    location: register('location'),
    details: register('details'),
    cashAccepted: register('cashAccepted'),
    // Cash on delivery goes with shipping: unticking "ships" unticks it too.
    ships: register('ships', { onChange: (event: { target: { checked: boolean } }) => !event.target.checked && setValue('codAccepted', false) }),
    codAccepted: register('codAccepted'),
  };

  const brandId = useWatch({ control, name: 'brand' });
  // Cash on delivery is asked only of a seller who ships (issue 42).
  const ships = useWatch({ control, name: 'ships' }) ?? false;
  const brandName = categories.find((category) => category._id === brandId)?.name;

  useEffect(() => {
    for (const [field, message] of Object.entries(failure?.fields ?? {})) {
      const name = field === 'image' ? 'photos' : field;
      const coded = failure?.issues?.find((issue) => issue.field === field);
      // `coded` rides along on react-hook-form's error: the page's language reads it (form-error-text.ts).
      if (name in emptyAddProductForm) setError(name as keyof AddProductInput, { message, ...(coded && { coded }) } as { message: string });
    }
  }, [failure, setError]);

  const fieldError = (id: string, error: FieldMessage | undefined) =>
    error?.message ? (
      <p id={`${id}-error`} className="text-sm text-error" role="alert">
        {errorText(error)}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('form.sellerName')}
        value={seller.name}
        readOnly
        hint={t('form.fromAccount')}
        className="sm:col-span-1"
      />
      <TextField label={t('form.sellerEmail')} value={seller.email} readOnly type="email" hint={t('form.fromAccount')} />

      <Controller
        control={control}
        name="photos"
        render={({ field, fieldState }) => (
          <div className="sm:col-span-2">
            <PhotoPicker
              label={t('form.photo')}
              photos={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
              invalid={fieldState.invalid}
            />
          </div>
        )}
      />
      {listingCode && (
        <VerificationPhotoField
          className="sm:col-span-2"
          code={listingCode}
          error={errorText(errors.verificationPhoto)}
          {...fields.verificationPhoto}
        />
      )}

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.brand} className="text-sm font-medium">
          {t('form.brand')}
        </label>
        <select
          id={ids.brand}
          className={`select w-full ${errors.brand ? 'select-error' : ''}`}
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={errors.brand ? `${ids.brand}-error` : undefined}
          {...fields.brand}
        >
          {/* Nothing is chosen for the seller: a brand left on this fails 'Required'. */}
          <option value="">{t('form.pickBrand')}</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        {fieldError(ids.brand, errors.brand)}
      </div>

      <TextField
        label={t('form.purchase')}
        prefix={t('form.currency')}
        inputMode="numeric"
        error={errorText(errors.purchase)}
        {...fields.purchase}
      />
      <TextField
        label={t('form.selling')}
        prefix={t('form.currency')}
        inputMode="numeric"
        error={errorText(errors.selling)}
        {...fields.selling}
      />
      <TextField
        label={t('form.usingYears')}
        inputMode="numeric"
        error={errorText(errors.usingYears)}
        {...fields.usingYears}
      />
      {/* Text, not type="date": a date input shows the browser's own order (month first in US English). */}
      <TextField
        label={t('form.postDate')}
        placeholder={t('form.postDatePlaceholder')}
        autoComplete="off"
        hint={t('form.postDateHint', { example: inLanguageDigits(dayMonthYear(new Date()), language) })}
        error={errorText(errors.postDate)}
        {...fields.postDate}
      />
      <TextField label={t('form.productName')} error={errorText(errors.productName)} {...fields.productName} />
      <TextField label={t('form.location')} error={errorText(errors.location)} {...fields.location} />

      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={ids.details} className="text-sm font-medium">
          {t('form.details')}
        </label>
        <textarea
          id={ids.details}
          rows={4}
          className={`textarea w-full ${errors.details ? 'textarea-error' : ''}`}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? `${ids.details}-error` : undefined}
          {...fields.details}
        />
        {fieldError(ids.details, errors.details)}
      </div>
      <CashAcceptedField className="sm:col-span-2" {...fields.cashAccepted} />
      <ShipsFields className="sm:col-span-2" ships={fields.ships} cod={fields.codAccepted} shipsChecked={ships} />

      <FormProvider {...form}>
        <PhoneDetailsFields key={brandId} brandName={brandName} errorText={errorText} />
      </FormProvider>

      {failure && (
        <div role="alert" className="alert alert-error sm:col-span-2">
          <span>{failure.message}</span>
        </div>
      )}

      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={isSubmitting}>
        {t('form.submit')}
      </button>
    </form>
  );
}
