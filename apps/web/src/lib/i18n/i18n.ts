import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Namespace, PageNamespace, StartupNamespace } from '../../locales/catalogue.ts';
import { languages, type Language } from './language.ts';

const startupNamespaces: StartupNamespace[] = ['common', 'spec', 'home', 'products', 'app'];

/**
 * Each language's texts in two kinds of chunk: the ones every page may show, loaded before the first
 * render (and preloaded with the page's HTML), and the dashboard's, payment page's and blog's, loaded with
 * those pages (`loadPageTexts`), so that `/` downloads neither the other language nor pages it does not show.
 */
const startupTexts = (language: Language) =>
  language === 'bn' ? import('../../locales/bn/startup.ts') : import('../../locales/en/startup.ts');
const pageTexts: Record<Language, Record<PageNamespace, () => Promise<{ default: object }>>> = {
  en: {
    dashboard: () => import('../../locales/en/dashboard.json'),
    payments: () => import('../../locales/en/payments.json'),
    blog: () => import('../../locales/en/blog.json'),
    selling: () => import('../../locales/en/selling.json'),
    money: () => import('../../locales/en/money.json'),
    admin: () => import('../../locales/en/admin.json'),
    orders: () => import('../../locales/en/orders.json'),
    sellers: () => import('../../locales/en/sellers.json'),
    cash: () => import('../../locales/en/cash.json'),
    gateways: () => import('../../locales/en/gateways.json'),
    moderation: () => import('../../locales/en/moderation.json'),
    listing: () => import('../../locales/en/listing.json'),
    photos: () => import('../../locales/en/photos.json'),
    'product-page': () => import('../../locales/en/product-page.json'),
    filters: () => import('../../locales/en/filters.json'),
    auth: () => import('../../locales/en/auth.json'),
    share: () => import('../../locales/en/share.json'),
    help: () => import('../../locales/en/help.json'),
    notifications: () => import('../../locales/en/notifications.ts'),
    'notifications-ui': () => import('../../locales/en/notifications-ui.json'),
    account: () => import('../../locales/en/account.json'),
    // Issue 39 §5: the heart's toasts, the watchlist and the saved searches.
    watchlist: () => import('../../locales/en/watchlist.json'),
    // Issue 39: the conversations, the messages icon and the offers.
    conversations: () => import('../../locales/en/conversations.json'),
    // Issue 42: delivery by courier.
    delivery: () => import('../../locales/en/delivery.json'),
  },
  bn: {
    dashboard: () => import('../../locales/bn/dashboard.json'),
    payments: () => import('../../locales/bn/payments.json'),
    blog: () => import('../../locales/bn/blog.json'),
    selling: () => import('../../locales/bn/selling.json'),
    money: () => import('../../locales/bn/money.json'),
    admin: () => import('../../locales/bn/admin.json'),
    orders: () => import('../../locales/bn/orders.json'),
    sellers: () => import('../../locales/bn/sellers.json'),
    cash: () => import('../../locales/bn/cash.json'),
    gateways: () => import('../../locales/bn/gateways.json'),
    moderation: () => import('../../locales/bn/moderation.json'),
    listing: () => import('../../locales/bn/listing.json'),
    photos: () => import('../../locales/bn/photos.json'),
    'product-page': () => import('../../locales/bn/product-page.json'),
    filters: () => import('../../locales/bn/filters.json'),
    auth: () => import('../../locales/bn/auth.json'),
    share: () => import('../../locales/bn/share.json'),
    help: () => import('../../locales/bn/help.json'),
    notifications: () => import('../../locales/bn/notifications.ts'),
    'notifications-ui': () => import('../../locales/bn/notifications-ui.json'),
    account: () => import('../../locales/bn/account.json'),
    // Issue 39 §5: the heart's toasts, the watchlist and the saved searches.
    watchlist: () => import('../../locales/bn/watchlist.json'),
    // Issue 39: the conversations, the messages icon and the offers.
    conversations: () => import('../../locales/bn/conversations.json'),
    // Issue 42: delivery by courier.
    delivery: () => import('../../locales/bn/delivery.json'),
  },
};
const isPageNamespace = (namespace: string): namespace is PageNamespace => namespace in pageTexts.en;
const pageNamespaces = Object.keys(pageTexts.en) as PageNamespace[];

async function loadTexts(language: Language, namespace: Namespace): Promise<object> {
  if (isPageNamespace(namespace)) return (await pageTexts[language][namespace]()).default;
  return (await startupTexts(language)).default[namespace];
}

const textsBackend = resourcesToBackend((lng: string, ns: string) => loadTexts(lng as Language, ns as Namespace));

/** No fallback language: a missing Bangla text would otherwise load the English catalogue too; the catalogue tests keep both complete instead. */
const i18nOptions = (language: Language, ns: Namespace[]) => ({
  lng: language,
  supportedLngs: [...languages],
  fallbackLng: false as const,
  load: 'currentOnly' as const,
  ns,
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  // A text missing from the catalogue shows as ⟦key⟧, which the browser tests look for on every page.
  parseMissingKeyHandler: (key: string) => `⟦${key}⟧`,
});

/** The app's i18next being started (startI18n); undefined where nothing starts it (the server's renderer). */
let appTextsStarted: Promise<unknown> | undefined;

/** Starts i18next in `language` and resolves once its startup texts are loaded, so the first render is already in that language. */
export async function startI18n(language: Language): Promise<i18n> {
  appTextsStarted = i18next.use(initReactI18next).use(textsBackend).init(i18nOptions(language, startupNamespaces));
  await appTextsStarted;
  return i18next;
}

/**
 * For pages rendered on the server (entry-server.tsx): an instance of its own with every text of
 * `language`, given to the page through I18nextProvider. Not the global one: the server renders pages in
 * both languages, one after another.
 */
export async function startPageI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(textsBackend).init(i18nOptions(language, [...startupNamespaces, ...pageNamespaces]));
  return instance;
}

/**
 * Loads a page's own texts in the page's language; routes await it with their page module. i18next keeps
 * the namespaces it has loaded, and a language switch loads them all in the new language before it re-renders.
 */
export async function loadPageTexts(...namespaces: PageNamespace[]): Promise<void> {
  // A page's route loads while the startup texts do (main.tsx): until i18next has its language it would
  // load nothing and resolve, and the page would show its texts' keys until each component loaded them.
  await appTextsStarted;
  await i18next.loadNamespaces(namespaces);
}
