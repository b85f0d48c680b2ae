import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { productMessages } from '@phonehaat/contract';
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
type FieldLabel = keyof typeof fieldKeys;
const isFieldLabel = (label: string): label is FieldLabel => label in fieldKeys;

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
} as const;
const isFixedMessage = (message: string): message is keyof typeof fixedMessages => message in fixedMessages;

/**
 * A field message of the Add Product form (from the contract's schema, the form's own, or the server) in the
 * page's language. English pages show it as it came; Bangla ones translate the listing's messages here and
 * leave the spec's ('Required') and the server's to useMessageText.
 */
export function useFormErrorText() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { amount } = useFormat();
  const messageText = useMessageText();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message || language === 'en') return message;
      if (isFixedMessage(message)) return t(fixedMessages[message]);
      if (message === addProductMessages.photoSize) return t('form.errors.photoSize', { value: amount(MAX_PHOTO_MB) });
      if (message === addProductMessages.postDateTyped)
        return t('form.errors.postDateTyped', { example: inLanguageDigits(POST_DATE_EXAMPLE, language) });
      for (const [pattern, key] of fieldPatterns) {
        const match = pattern.exec(message);
        if (!match || !isFieldLabel(match[1]!)) continue;
        return t(key, { field: t(fieldKeys[match[1]]), value: amount(Number(match[2]?.replaceAll(',', ''))) });
      }
      return messageText(message);
    },
    [t, language, amount, messageText],
  );
}
