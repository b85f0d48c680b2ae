import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screenshots`: every page at 360 px and 1440 px, for people to look at (not a test). */
export default defineConfig({
  ...base,
  testMatch: 'screenshots/*.shots.ts',
  workers: 1,
  projects: base.projects!.filter((project) => project.name === 'chromium'),
});
