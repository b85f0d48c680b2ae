import type { BetterAuthOptions } from 'better-auth';
import { ownAccountPages } from '@phonehaat/contract';
import { landingOn, recipientOf, type AccountRecipient } from './account-delivery.ts';

/**
 * The email a change of address sends to the current one (issue 38 §4). The app implements it over its
 * email sender (services/account/change-email-mail.ts), as it does account-delivery.ts's, so that auth/
 * imports no service. Resolves once the message is handed to the mail server.
 */
export interface ChangeEmailMail {
  /** To the current address: the button approves the change to `newEmail`. */
  approval(to: AccountRecipient, newEmail: string, link: string): Promise<void>;
}

type ChangeEmailOptions = NonNullable<NonNullable<BetterAuthOptions['user']>['changeEmail']>;

/**
 * Better Auth's `user.changeEmail`, on what its 1.7 does with POST /change-email {newEmail, callbackURL}:
 *
 * - The current address is verified: a link goes to it (`sendChangeEmailConfirmation`, the email below).
 *   Followed, it sends the verification email to the new address, and the address changes only when
 *   that link is followed — verified by that very link. Until then the account keeps its old address.
 * - It is not verified (nothing to ask): the address changes at once, stays unverified (emailVerified
 *   false) and the verification email goes to the new one (`updateEmailWithoutVerification`). Without
 *   that option the change would wait for the new address's link and still come out unverified.
 * - The new address is another account's: the answer is the same and nothing is sent or changed.
 *
 * Without a mailer nothing could be verified: changing the address is off (400 CHANGE_EMAIL_DISABLED).
 */
export function changeEmailOptions(
  mail: ChangeEmailMail | undefined,
  onSendError: (error: unknown, what: string) => void,
): ChangeEmailOptions {
  if (!mail) return { enabled: false };
  return {
    enabled: true,
    updateEmailWithoutVerification: true,
    // Sent after the answer, as the reset and verification emails are: an address another account has
    // (nothing sent) answers as fast as a free one.
    sendChangeEmailConfirmation: async ({ user, newEmail, url }) =>
      void mail
        .approval(recipientOf(user), newEmail, landingOn(url, ownAccountPages.emailChangeApproved))
        .catch((error: unknown) => onSendError(error, 'email-change approval not sent')),
  };
}


