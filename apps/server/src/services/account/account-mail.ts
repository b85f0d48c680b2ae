import type { AccountMail, AccountRecipient } from '../../auth/account-delivery.ts';
import { composeEmail } from '../mail/compose-email.ts';
import type { EmailSender } from '../notifications/senders.ts';
import { emailVerificationEmail, passwordResetEmail, type AccountEmailText } from './account-email-texts.ts';

/** One account email: in the recipient's language, HTML and plain text, the link as its button. */
async function sendAccountEmail(mail: EmailSender, to: AccountRecipient, texts: AccountEmailText, link: string): Promise<void> {
  const email = composeEmail({
    language: to.language,
    subject: texts.subject,
    heading: texts.heading,
    paragraphs: [texts.greeting(to.name), ...texts.paragraphs],
    action: { label: texts.action, url: link },
    footer: texts.footer,
  });
  await mail.send({ to: to.email, ...email });
}

/**
 * Better Auth's account emails (issue 38 §3) over the app's mailer: sent at once, not through the
 * notifications' outbox, because a link that arrives minutes later is of no use; a failure is logged
 * by createAuth's `onSendError` and the person asks again.
 */
export function createAccountMail(mail: EmailSender): AccountMail {
  return {
    passwordReset: (to, link) => sendAccountEmail(mail, to, passwordResetEmail[to.language], link),
    emailVerification: (to, link) => sendAccountEmail(mail, to, emailVerificationEmail[to.language], link),
  };
}
