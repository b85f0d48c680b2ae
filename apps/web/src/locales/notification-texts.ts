import { notificationTexts, type Language, type NotificationKind } from '@phonehaat/contract';

export type NotificationCatalogue = Record<NotificationKind, { title: string; body: string }>;

/**
 * The `notifications` namespace of a language (issue 38): each kind's `title` and `body` as the contract
 * writes them for the server's emails too, so they are written once (`{{product}}`, `{{amount}}`… are
 * i18next's interpolations). The SMS texts stay out: the web app shows none.
 */
export function notificationCatalogue(language: Language): NotificationCatalogue {
  return Object.fromEntries(
    Object.entries(notificationTexts[language]).map(([kind, { title, body }]) => [kind, { title, body }]),
  ) as NotificationCatalogue;
}
