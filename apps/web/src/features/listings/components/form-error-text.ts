import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { imeiMessages, listingFieldMessages, MAX_PHOTOS, photoMessages, productMessages } from '@phonehaat/contract';
import { useMessageText } from '../../../lib/i18n/translate-message.ts';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import { addProductMessages, MAX_PHOTO_MB, POST_DATE_EXAMPLE } from './add-product-schema.ts';
import { inLanguageDigits } from './post-date.ts';

/** The contract names a listing's fields by their English labels (`Selling Price must be a number`). */
const fieldKeys = {
  'Purchase Price': 'form.purchase',
  'Selling Price': 'form.selling',
  'Year Of Used': 'form.usingYears',
  'Product Name': 'form.productName',
  'Seller Location': 'form.location',
  'Product Details': 'form.details',
} as const;
/** The structured fields' labels (issue 26), in the `listing` namespace. */
const listingLabels = ['Model', 'Storage', 'RAM', 'Colour', 'Battery Health', 'Warranty', 'Area'] as const;
type FieldLabel = keyof typeof fieldKeys | (typeof listingLabels)[number];
const isFieldLabel = (label: string): label is FieldLabel =>
  label in fieldKeys || (listingLabels as readonly string[]).includes(label);

/** The contract's field-named messages, as written by `wholeNumber` and `requiredText`, each with its key. */
const fieldPatterns = [
  [/^(.+) must be at most ([\d,]+) characters$/, 'form.errors.atMostCharacters'],
  [/^(.+) must be at most ([\d,]+)$/, 'form.errors.atMost'],
  [/^(.+) must be at least ([\d,]+)$/, 'form.errors.atLeast'],
  [/^(.+) must be a whole number$/, 'form.errors.wholeNumber'],
  [/^(.+) must be a number$/, 'form.errors.number'],
] as const;

const fixedMessages = {
  'Select a brand': 'form.errors.selectBrand',
  [productMessages.imageNotOurs]: 'form.errors.imageNotOurs',
  [productMessages.postDateFormat]: 'form.errors.postDateFormat',
  [productMessages.postDateReal]: 'form.errors.postDateReal',
  [addProductMessages.photoType]: 'form.errors.photoType',
  [imeiMessages.digits]: 'listing:errors.imeiDigits',
  [imeiMessages.checkDigit]: 'listing:errors.imeiCheckDigit',
  [imeiMessages.same]: 'listing:errors.imeiSame',
  [imeiMessages.taken]: 'listing:errors.imeiTaken',
  [listingFieldMessages.storage]: 'listing:errors.storage',
  [listingFieldMessages.ram]: 'listing:errors.ram',
  [listingFieldMessages.condition]: 'listing:errors.condition',
  [listingFieldMessages.variant]: 'listing:errors.variant',
  [listingFieldMessages.included]: 'listing:errors.included',
  [listingFieldMessages.district]: 'listing:errors.district',
  [photoMessages.repeated]: 'photos:errors.repeated',
  [photoMessages.notOurs]: 'photos:errors.notOurs',
  [photoMessages.verificationRequired]: 'photos:errors.verificationRequired',
  [photoMessages.verificationNotOurs]: 'photos:errors.verificationNotOurs',
  [photoMessages.verificationNotUnderReview]: 'photos:errors.verificationNotUnderReview',
} as const;
const isFixedMessage = (message: string): message is keyof typeof fixedMessages => message in fixedMessages;

/**
 * A field message of the Add Product form (from the contract's schema, the form's own, or the server) in the
 * page's language. English pages show it as it came; Bangla ones translate the listing's messages here and
 * leave the spec's ('Required') and the server's to useMessageText.
 */
export function useFormErrorText() {
  const { t } = useTranslation(['dashboard', 'listing', 'photos']);
  const language = useLanguage();
  const { amount } = useFormat();
  const messageText = useMessageText();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message || language === 'en') return message;
      if (isFixedMessage(message)) return t(fixedMessages[message]);
      if (message === photoMessages.tooMany) return t('photos:errors.tooMany', { max: amount(MAX_PHOTOS) });
      if (message === addProductMessages.photoSize) return t('form.errors.photoSize', { value: amount(MAX_PHOTO_MB) });
      if (message === addProductMessages.postDateTyped)
        return t('form.errors.postDateTyped', { example: inLanguageDigits(POST_DATE_EXAMPLE, language) });
      for (const [pattern, key] of fieldPatterns) {
        const match = pattern.exec(message);
        if (!match || !isFieldLabel(match[1]!)) continue;
        const label = match[1];
        const field =
          label in fieldKeys
            ? t(fieldKeys[label as keyof typeof fieldKeys])
            : t(`listing:labels.${label as (typeof listingLabels)[number]}`);
        return t(key, { field, value: amount(Number(match[2]?.replaceAll(',', ''))) });
      }
      return messageText(message);
    },
    [t, language, amount, messageText],
  );
}
