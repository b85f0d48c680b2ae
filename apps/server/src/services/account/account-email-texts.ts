import type { Language } from '@phonehaat/contract';

/** What an account email says, in one language; `greeting` and the rest are plain text (composeEmail escapes them). */
export interface AccountEmailText {
  subject: string;
  heading: string;
  greeting: (name: string) => string;
  paragraphs: readonly string[];
  action: string;
  footer: string;
}

const footer: Record<Language, string> = {
  en: 'PhoneHaat, the marketplace for used phones in Bangladesh. You get this email because of a request made with this address.',
  bn: 'ফোনহাট, বাংলাদেশের পুরোনো ফোনের বাজার। এই ঠিকানা দিয়ে একটি অনুরোধ করা হয়েছে বলে আপনি ইমেইলটি পেয়েছেন।',
};

/** Issue 38 §3: the password-reset link's email. The link works once, for an hour. */
export const passwordResetEmail: Record<Language, AccountEmailText> = {
  en: {
    subject: 'Reset your PhoneHaat password',
    heading: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    paragraphs: [
      'We got a request to reset the password of your PhoneHaat account. The button below lets you choose a new one. It works once, within one hour.',
      'After the reset you are signed out on every device, and you sign in again with the new password.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    action: 'Choose a new password',
    footer: footer.en,
  },
  bn: {
    subject: 'আপনার ফোনহাট পাসওয়ার্ড নতুন করে দিন',
    heading: 'পাসওয়ার্ড নতুন করে দিন',
    greeting: (name) => `প্রিয় ${name},`,
    paragraphs: [
      'আপনার ফোনহাট অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ পেয়েছি। নিচের বোতাম থেকে নতুন পাসওয়ার্ড দিন। এটি এক ঘণ্টার মধ্যে একবারই কাজ করবে।',
      'পাসওয়ার্ড বদলের পর সব ডিভাইস থেকে সাইন আউট হয়ে যাবে, আর নতুন পাসওয়ার্ড দিয়ে আবার সাইন ইন করবেন।',
      'আপনি অনুরোধ না করে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    ],
    action: 'নতুন পাসওয়ার্ড দিন',
    footer: footer.bn,
  },
};

/** Issue 38 §3: the email-verification link's email, sent at sign-up. */
export const emailVerificationEmail: Record<Language, AccountEmailText> = {
  en: {
    subject: 'Confirm your email for PhoneHaat',
    heading: 'Confirm your email',
    greeting: (name) => `Hello ${name},`,
    paragraphs: [
      'Welcome to PhoneHaat. Please confirm that this email address is yours.',
      'A seller needs a verified email or phone before their listings go live and their payouts are paid.',
      'The button works for 24 hours. If you did not sign up, ignore this email.',
    ],
    action: 'Confirm my email',
    footer: footer.en,
  },
  bn: {
    subject: 'ফোনহাটে আপনার ইমেইল নিশ্চিত করুন',
    heading: 'আপনার ইমেইল নিশ্চিত করুন',
    greeting: (name) => `প্রিয় ${name},`,
    paragraphs: [
      'ফোনহাটে স্বাগতম। এই ইমেইল ঠিকানাটি যে আপনার, তা নিশ্চিত করুন।',
      'বিক্রেতার বিজ্ঞাপন চালু হতে এবং পেআউট পেতে যাচাই করা ইমেইল বা ফোন লাগে।',
      'বোতামটি ২৪ ঘণ্টা কাজ করবে। আপনি সাইন আপ না করে থাকলে ইমেইলটি উপেক্ষা করুন।',
    ],
    action: 'আমার ইমেইল নিশ্চিত করুন',
    footer: footer.bn,
  },
};
