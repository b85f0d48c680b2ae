import 'i18next';
import type en from '../../locales/en/index.ts';

// Typed keys: `t('products:card.book')` fails to compile when the English catalogue has no such text.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    enableSelector: false;
  }
}
