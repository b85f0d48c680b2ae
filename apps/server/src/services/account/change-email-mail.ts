import type { Language } from '@phonehaat/contract';
import type { ChangeEmailMail } from '../../auth/change-email-mail.ts';
import { composeEmail } from '../mail/compose-email.ts';
import type { EmailSender } from '../notifications/senders.ts';
import type { AccountEmailText } from './account-email-texts.ts';

type ApprovalText = Omit<AccountEmailText, 'paragraphs'> & { paragraphs: (newEmail: string) => readonly string[] };

/** Issue 38 §4: to the current address, asking it to approve a change to `newEmail`. The link works for a day. */
export const emailChangeApprovalEmail: Record<Language, ApprovalText> = {
  en: {
    subject: 'Approve the change of your PhoneHaat email',
    heading: 'Approve the new email address',
    greeting: (name) => `Hello ${name},`,
    paragraphs: (newEmail) => [
      `Someone signed in to your PhoneHaat account asked to change its email from this address to ${newEmail}.`,
      'If it was you, approve it with the button below (it works for 24 hours). We then send a link to the new address, and the change is made once that link is followed.',
      'If it was not you, ignore this email and change your password: your email stays as it is.',
    ],
    action: 'Approve the change',
    footer:
      'PhoneHaat, the marketplace for used phones in Bangladesh. You get this email because of a request made with this address.',
  },
  bn: {
    subject: 'ফোনহাটের ইমেইল বদলের অনুমতি দিন',
    heading: 'নতুন ইমেইল ঠিকানার অনুমতি দিন',
    greeting: (name) => `প্রিয় ${name},`,
    paragraphs: (newEmail) => [
      `আপনার ফোনহাট অ্যাকাউন্টে সাইন ইন করে কেউ ইমেইল এই ঠিকানা থেকে বদলে ${newEmail} করতে চেয়েছেন।`,
      'এটি আপনি হলে নিচের বোতাম দিয়ে অনুমতি দিন (২৪ ঘণ্টা কাজ করবে)। তারপর নতুন ঠিকানায় একটি লিংক পাঠাব, সেই লিংকে গেলে ইমেইল বদলে যাবে।',
      'এটি আপনি না হলে ইমেইলটি উপেক্ষা করুন এবং পাসওয়ার্ড বদলে নিন: আপনার ইমেইল যেমন আছে তেমনই থাকবে।',
    ],
    action: 'বদলের অনুমতি দিন',
    footer: 'ফোনহাট, বাংলাদেশের পুরোনো ফোনের বাজার। এই ঠিকানা দিয়ে একটি অনুরোধ করা হয়েছে বলে আপনি ইমেইলটি পেয়েছেন।',
  },
};

/**
 * The email of a change of address over the app's mailer: sent at once, not through the notifications'
 * outbox (a link that arrives minutes later is of no use), like services/account/account-mail.ts's.
 */
export function createChangeEmailMail(mail: EmailSender): ChangeEmailMail {
  return {
    async approval(to, newEmail, link) {
      const texts = emailChangeApprovalEmail[to.language];
      const email = composeEmail({
        language: to.language,
        subject: texts.subject,
        heading: texts.heading,
        paragraphs: [texts.greeting(to.name), ...texts.paragraphs(newEmail)],
        action: { label: texts.action, url: link },
        footer: texts.footer,
      });
      await mail.send({ to: to.email, ...email });
    },
  };
}
