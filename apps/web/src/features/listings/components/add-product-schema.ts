import { z } from 'zod';
import {
  formFieldsOf,
  MAX_PHOTOS,
  MAX_UPLOAD_BYTES,
  messages,
  newProductBody,
  photoMessages,
  type ListingFieldEntry,
  type ListingFieldName,
} from '@phonehaat/contract';
import type { PickedPhoto } from './photo-order.ts';
import { isoFromDayMonthYear } from './post-date.ts';

const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const PHOTO_ACCEPT = ACCEPTED_PHOTO_TYPES.join(',');
export const MAX_PHOTO_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const POST_DATE_EXAMPLE = '28/03/2026';

/** The form's own messages (beyond the contract's); form-error-text.ts shows them in Bangla by their codes. */
export const addProductMessages = {
  photoType: 'Choose a JPEG, PNG, WebP or AVIF photo',
  photoSize: `The photo must be ${MAX_PHOTO_MB} MB or smaller`,
  postDateTyped: `Enter the date as day/month/year, e.g. ${POST_DATE_EXAMPLE}`,
} as const;

const isPhotoType = (file: File) => file.type === '' || ACCEPTED_PHOTO_TYPES.includes(file.type);
const isPhotoSize = (file: File) => file.size <= MAX_UPLOAD_BYTES;

/** The chosen file of a file input: react-hook-form hands over the input's FileList. */
const photo = z
  .custom<FileList>((value) => typeof value === 'object' && value !== null && 'length' in value, { error: messages.required })
  .refine((files) => files.length > 0, { error: messages.required })
  .transform((files) => files[0]!)
  .refine(isPhotoType, { error: addProductMessages.photoType, params: { code: 'photo_type' } })
  .refine(isPhotoSize, { error: addProductMessages.photoSize, params: { code: 'photo_size', max: MAX_PHOTO_MB } });

/** The listing's photos in order (photo-picker.tsx), cover first: 1 to MAX_PHOTOS, each a photo small enough. */
export const pickedPhotos = z
  .array(z.custom<PickedPhoto>((value) => typeof value === 'object' && value !== null && 'key' in value), { error: messages.required })
  .min(1, messages.required)
  .max(MAX_PHOTOS, photoMessages.tooMany)
  .refine((photos) => photos.every((each) => !each.file || isPhotoType(each.file)), {
    error: addProductMessages.photoType,
    params: { code: 'photo_type' },
  })
  .refine((photos) => photos.every((each) => !each.file || isPhotoSize(each.file)), {
    error: addProductMessages.photoSize,
    params: { code: 'photo_size', max: MAX_PHOTO_MB },
  });

/** Typed as day/month/year, sent as the ISO date the API keeps. */
const postDate = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .transform((text, context) => {
    const iso = isoFromDayMonthYear(text);
    if (iso === null) context.addIssue({ code: 'custom', message: addProductMessages.postDateTyped, params: { code: 'date_typed' } });
    return iso ?? text;
  });

/** The brand starts on a 'Pick a brand' placeholder (empty), which must be changed. */
const brand = z.string({ error: messages.required }).trim().min(1, messages.required);

/** The checked boxes of "Comes with": react-hook-form hands over false (none) or the checked values. */
const included = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []),
  newProductBody.shape.included,
);

/**
 * Spec §5 for the Add Product form: the contract's rules for POST /allProducts (so the browser and
 * the server agree, each empty field saying 'Required'), with the photo files in place of their URLs, the
 * brand's placeholder refused as 'Required' and the date typed day/month/year. Issue 26's phone details
 * (phone-details-fields.tsx) are the same contract fields, so a new one comes along here by itself.
 * Seller name and email are not fields: the server takes them from the session.
 */
export const addProductForm = newProductBody
  .omit({ seller: true, email: true, brand: true, image: true, photos: true, verificationPhoto: true, postDate: true, included: true })
  // The division only narrows the district list: the district names it (the API is not sent it).
  .extend({ brand, postDate, photos: pickedPhotos, verificationPhoto: photo.optional(), included, division: z.string().optional() });

/** The form for a seller not yet verified: the verification photo is required (decision 0040). */
export const addProductFormWithProof = addProductForm.extend({ verificationPhoto: photo });

export type AddProductInput = z.input<typeof addProductForm>;
export type AddProductValues = z.output<typeof addProductForm>;

/** The empty inputs of registry fields: a list of checkboxes holds none, every other input empty text. */
export const emptyDetailsOf = (fields: readonly ListingFieldEntry[]): Record<string, string | string[]> =>
  Object.fromEntries(fields.map((entry) => [entry.name, entry.rule.type === 'choices' ? [] : '']));

export const emptyAddProductForm: AddProductInput = {
  photos: [],
  verificationPhoto: undefined,
  brand: '',
  productName: '',
  purchase: '',
  selling: '',
  location: '',
  usingYears: '',
  postDate: '',
  details: '',
  cashAccepted: false,
  ships: false,
  codAccepted: false,
  // The registry's phone details (listing-field-registry.ts): nothing is chosen for the seller, each choice
  // left empty says what to choose. The division only narrows the district list.
  ...(emptyDetailsOf(formFieldsOf()) as Pick<AddProductInput, ListingFieldName>),
  division: '',
};
