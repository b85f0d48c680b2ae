import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listingFields, type FieldError, type FieldErrorCode, type ListingFieldEntry } from '@phonehaat/contract';
import { useMessageText } from '../../../lib/i18n/translate-message.ts';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import { POST_DATE_EXAMPLE } from './add-product-schema.ts';
import { inLanguageDigits } from './post-date.ts';

/** A field's message as the forms hold it: the English text, and its code and parameters when known (decision 0057). */
export interface FieldMessage {
  message?: string | undefined;
  coded?: FieldError | undefined;
}

/** The spec's fields of a listing (spec §7), named inside a message by their label in the `dashboard` namespace. */
const specFieldLabels: Record<string, string> = {
  purchase: 'form.purchase',
  selling: 'form.selling',
  usingYears: 'form.usingYears',
  productName: 'form.productName',
  location: 'form.location',
  details: 'form.details',
};

/** Codes whose message names the field ("Battery health must be at most 100"), with the key of each. */
const labelledKeys: Partial<Record<FieldErrorCode, string>> = {
  too_long: 'form.errors.atMostCharacters',
  too_big: 'form.errors.atMost',
  too_small: 'form.errors.atLeast',
  not_whole_number: 'form.errors.wholeNumber',
  not_number: 'form.errors.number',
  not_in_list: 'form.errors.notInList',
};

/** Codes with a message of their own. */
const fixedKeys: Partial<Record<FieldErrorCode, string>> = {
  select_brand: 'form.errors.selectBrand',
  image_not_ours: 'form.errors.imageNotOurs',
  bad_format: 'form.errors.postDateFormat',
  not_real_date: 'form.errors.postDateReal',
  photo_type: 'form.errors.photoType',
  imei_digits: 'listing:errors.imeiDigits',
  imei_check_digit: 'listing:errors.imeiCheckDigit',
  imei_same: 'listing:errors.imeiSame',
  imei_taken: 'listing:errors.imeiTaken',
  photos_repeated: 'photos:errors.repeated',
  photos_not_ours: 'photos:errors.notOurs',
  verification_required: 'photos:errors.verificationRequired',
  verification_not_ours: 'photos:errors.verificationNotOurs',
  verification_not_under_review: 'photos:errors.verificationNotUnderReview',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text of a coded field error in the page's language, by key: the registry names each listing field's label
 * (`fields` lets a test add one), a choice field may have its own "choose from the list" (`listing:errors.<name>`).
 */
export function fieldErrorText(
  error: FieldError,
  t: Translate,
  exists: (key: string) => boolean,
  amount: (value: number) => string,
  fields: readonly ListingFieldEntry[] = listingFields,
): string | undefined {
  const entry = fields.find((each) => each.name === error.field);
  const params = error.params ?? {};
  if (error.code === 'required') return t(`spec:required`);
  if (error.code === 'too_many' && error.field === 'photos') return t('photos:errors.tooMany', { max: amount(params.max ?? 0) });
  if (error.code === 'photo_size') return t('form.errors.photoSize', { value: amount(params.max ?? 0) });
  if (error.code === 'not_in_list' && exists(`listing:errors.${error.field}`)) return t(`listing:errors.${error.field}`);
  const fixed = fixedKeys[error.code];
  if (fixed) return t(fixed);
  const labelled = labelledKeys[error.code];
  const label = entry ? `listing:${entry.messageLabel ?? entry.label}` : specFieldLabels[error.field];
  if (!labelled || !label) return undefined;
  const value = params.max ?? params.min;
  return t(labelled, { field: t(label), ...(value !== undefined && { value: amount(value) }) });
}

/**
 * A field message of the Add Product form or the edit dialog (from the contract's schema, the form's own, or
 * the server) in the page's language. English pages show the message as it came; Bangla ones translate its
 * code by key, and a message that came without one (the spec's, a server refusal) through useMessageText.
 */
export function useFormErrorText() {
  const { t, i18n } = useTranslation(['dashboard', 'listing', 'photos', 'spec']);
  const language = useLanguage();
  const { amount } = useFormat();
  const messageText = useMessageText();
  return useCallback(
    (error: FieldMessage | string | undefined): string | undefined => {
      const message = typeof error === 'string' ? error : error?.message;
      if (!message || language === 'en') return message;
      const coded = typeof error === 'string' ? undefined : error?.coded;
      if (coded?.code === 'date_typed') return t('form.errors.postDateTyped', { example: inLanguageDigits(POST_DATE_EXAMPLE, language) });
      const translated = coded && fieldErrorText(coded, t as unknown as Translate, (key) => i18n.exists(key), amount);
      return translated ?? messageText(message);
    },
    [t, i18n, language, amount, messageText],
  );
}
