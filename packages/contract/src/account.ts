import { z } from 'zod';
import { accountFormMessages, PHONE_CODE_LENGTH } from './account-rules.ts';
import { signUpForm } from './auth.ts';
import { messages, PASSWORD_MIN_LENGTH } from './messages.ts';

/** The forms of account recovery and verification (issue 38 §3); their limits and texts are in account-rules.ts. */

// People write a number as 01712-345678, +880 1712 345678 or in Bangla digits; the server keeps it as
// +8801712345678 (apps/server/src/services/sms/phone-numbers.ts, whose rule this repeats for the forms).
const BANGLA_ZERO = 0x09e6;
const TYPED_MOBILE = /^(?:\+?88)?01[3-9]\d{8}$/;
export const isBangladeshiMobileInput = (input: string): boolean =>
  TYPED_MOBILE.test(
    input
      .trim()
      .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO))
      .replace(/[\s\p{Pd}]/gu, ''),
  );

const phoneNumber = z.string().trim().max(32).refine(isBangladeshiMobileInput, accountFormMessages.invalidPhone);

const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(128, 'Password must be at most 128 characters');

/** /forgot-password. */
export const forgotPasswordForm = z.object({ email: signUpForm.shape.email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** /reset-password: the new password twice. */
export const resetPasswordForm = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountFormMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** /dashboard/verify-phone, first step: the number to send a code to. */
export const phoneNumberForm = z.object({ phoneNumber });
export type PhoneNumberForm = z.infer<typeof phoneNumberForm>;

/** /dashboard/verify-phone, second step: the code from the SMS (Bangla digits are read as well). */
export const phoneCodeForm = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO)))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), accountFormMessages.invalidCode)),
});
export type PhoneCodeForm = z.input<typeof phoneCodeForm>;

/** Sign-up's form: the spec's fields, and a mobile number to verify afterwards, if the person gives one. */
export const signUpWithPhoneForm = signUpForm.extend({
  phoneNumber: z.union([z.literal(''), phoneNumber]).optional(),
});
export type SignUpWithPhoneForm = z.infer<typeof signUpWithPhoneForm>;
