import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach } from 'vitest';
import { loadPageTexts, startI18n } from '../lib/i18n/i18n.ts';

// Components read their texts from the catalogues: tests render in English (the spec's texts) unless a
// test switches to Bangla, which is undone before the next one.
await startI18n('en');
// The pages' own texts too (routes load them with their page).
await loadPageTexts(
  'dashboard',
  'payments',
  'blog',
  'selling',
  'money',
  'admin',
  'orders',
  'sellers',
  'cash',
  'listing',
  'photos',
  'product-page',
  'filters',
  'auth',
  'share',
  'help',
);

beforeEach(async () => {
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
