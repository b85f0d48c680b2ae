import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that replace a module (`vi.mock`), add texts to the shared catalogues (the registry's recipe tests) or
 * test zod's global configuration from a clean start: they run in a fresh module graph each. The rest share
 * their worker's — React, i18next and the catalogues are imported once, not once per file: the 66 files took
 * 33 s of CPU instead of 132 s (decision 0062). The set-up file undoes what a test leaves behind (rendered
 * trees, local storage, the language).
 */
export const isolatedTestFiles = [
  'src/components/layouts/update-prompt.test.tsx',
  'src/features/orders/components/booking-form.test.tsx',
  'src/features/account/sign-up-page.test.tsx',
  'src/features/account/sign-in-page.test.tsx',
  'src/features/listings/components/edit-listing-modal.test.tsx',
  'src/features/listings/components/listing-field-registry.test.tsx',
  'src/features/catalogue/components/listing-specs.test.tsx',
  'src/lib/zod-config.test.ts',
];

const test = { root: import.meta.dirname, environment: 'happy-dom', setupFiles: ['src/test/setup.ts'] };

/** The web app's tests as the root config's projects: `web` (shared modules) and `web-isolated`. */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    plugins: [react()],
    test: {
      ...test,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: isolatedTestFiles,
      isolate: false,
    },
  },
  { plugins: [react()], test: { ...test, name: 'web-isolated', include: isolatedTestFiles } },
];
