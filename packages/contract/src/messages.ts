/**
 * Every user-facing text the specification fixes, written once. The web app and the server both read
 * from here so a spec string can never drift between them.
 */
export const messages = {
  required: 'Required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be 6 characters or longer',
  invalidEmail: 'Enter a valid email address',
  invalidUrl: 'Enter a valid URL',

  loginSuccess: 'Login Successfully',
  userCreated: 'User Created Successfully',
  userSignUp: 'User Sign Up Successfully',
  bookingSuccess: 'Product Booking Successfully',
  productAdded: 'Product Add Successfully',
  adsSuccess: 'Make Ads Successfully',
  verifiedSuccess: 'Make Verified Successfully',
  deleted: (name: string) => `${name} Deleted Successfully`,

  noData: 'No Data',
  pleaseLogin: 'Please Login Now',
  confirmDeleteTitle: 'Are you sure you want to delete',
  confirmDeleteBody: (name: string) => `If you delete ${name}. It Cannot be undone`,

  paymentTitle: (productName: string) => `Payment for ${productName}`,
  paymentPrompt: (price: string) => `Please pay TK ${price} to buy this product`,
  paymentCompleted: 'Congrats! your payment completed',

  unauthorizedName: 'unauthorized',
} as const;

/** The booking form's own messages (beyond the spec's 'Required'); the web app shows them in Bangla by their key. */
export const bookingMessages = {
  pickUpTooLong: 'Pick-up location must be at most 200 characters',
  phone: 'Enter a phone number of 6 to 15 digits',
} as const;

/** The sign-up form's own message (beyond the spec's); the web app shows it in Bangla by its key. */
export const authMessages = { nameTooLong: 'Name must be at most 80 characters' } as const;

/** Spec §9: toast timings. */
export const toastDefaults = {
  mainAutoCloseMs: 2000,
  addProductAutoCloseMs: 5000,
} as const;

/** Spec §9: data cache defaults. */
export const queryDefaults = {
  gcTimeMs: 5 * 60 * 1000,
  retries: 3,
  maxRetryDelayMs: 30_000,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
