import { DEFAULT_LANGUAGE, languageOf, type Language } from '@phonehaat/contract';

/**
 * What Better Auth hands on to be sent (issue 38 §3). The app implements these over its email and SMS
 * senders (services/account/), so that auth/ imports no service (apps/server/README.md's doors).
 */

export interface AccountRecipient {
  email: string;
  name: string;
  /** The user's language (users.language): the email is written in it. */
  language: Language;
}

/** Emails with a link: resolve once the message is handed to the mail server, reject when it was not. */
export interface AccountMail {
  passwordReset(to: AccountRecipient, link: string): Promise<void>;
  emailVerification(to: AccountRecipient, link: string): Promise<void>;
}

/** The phone codes' SMS. */
export interface PhoneCodeDelivery {
  /** The number as users.phone_number keeps it (E.164, +8801…), or undefined when codes cannot go to it. */
  normalise(input: string): string | undefined;
  /** Sends the code to a normalised number; rejects when the SMS did not go. */
  send(phoneNumber: string, code: string): Promise<void>;
}

/** Whom an account email goes to, in their language. */
export const recipientOf = (user: { email: string; name: string }): AccountRecipient => ({
  email: user.email,
  name: user.name,
  language: languageOf((user as { language?: unknown }).language) ?? DEFAULT_LANGUAGE,
});

/** Better Auth's link, landing on our page afterwards whatever the request asked (`callbackURL`). */
export function landingOn(url: string, page: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', page);
  return link.toString();
}
