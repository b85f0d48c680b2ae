import i18next, { type TFunction } from 'i18next';
import {
  languages,
  notificationTexts,
  smsProductFallback,
  SMS_PRODUCT_CHARS,
  type Language,
  type NotificationKind,
  type NotificationParams,
} from '@phonehaat/contract';
import { smsSegmentInfo } from '../sms/sms-segments.ts';

export interface RenderedTexts {
  title: string;
  body: string;
  /** For the kinds that have a text message. */
  sms?: string | undefined;
}

const numberLocales: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

/** Whole TK as the web app writes them: `TK 1,05,000`, `৳১,০৫,০০০`. */
const taka = (poisha: number, language: Language) => {
  const number = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 0 }).format(poisha / 100);
  return language === 'bn' ? `৳${number}` : `TK ${number}`;
};

const cut = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/**
 * The server's side of the notification texts (contract `notificationTexts`): an i18next instance over
 * them, made once per app. Values are inserted as written (no HTML escaping: email HTML escapes later).
 */
export async function createTextRenderer(): Promise<(kind: NotificationKind, params: NotificationParams, language: Language) => RenderedTexts> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(languages.map((language) => [language, { notifications: notificationTexts[language] }])),
    lng: 'en',
    fallbackLng: 'en',
    ns: ['notifications'],
    defaultNS: 'notifications',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const translators = new Map(languages.map((language) => [language, instance.getFixedT(language, 'notifications')] as [Language, TFunction]));

  return (kind, params, language) => {
    const t = translators.get(language)!;
    const { count: _count, ...words } = params;
    const values = {
      ...words,
      amount: params.amount === undefined ? '' : taka(params.amount, language),
      rating: params.rating === undefined ? '' : new Intl.NumberFormat(numberLocales[language]).format(params.rating),
      // Not `count`: i18next reads that as a plural choice, and these texts have one form.
      howMany: params.count === undefined ? '' : new Intl.NumberFormat(numberLocales[language]).format(params.count),
    };
    const texts: RenderedTexts = { title: t(`${kind}.title`, values), body: t(`${kind}.body`, values) };
    if (notificationTexts[language][kind].sms) texts.sms = smsText(t, kind, values, language);
    return texts;
  };
}

/** The SMS: with the phone's name when it fits one segment, else with "your phone" (contract `smsProductFallback`). */
function smsText(t: TFunction, kind: NotificationKind, values: Record<string, unknown>, language: Language): string {
  const product = typeof values.product === 'string' ? cut(values.product, SMS_PRODUCT_CHARS) : smsProductFallback[language];
  const named = t(`${kind}.sms`, { ...values, product });
  if (smsSegmentInfo(named).segments === 1) return named;
  return t(`${kind}.sms`, { ...values, product: smsProductFallback[language] });
}
