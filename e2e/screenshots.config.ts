import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './fixtures/browser.ts';
import base from './playwright.config.ts';

/** `npm run screenshots`: every page at 360 px and 1440 px, for people to look at (not a test). */
export default defineConfig({
  ...base,
  testMatch: 'screenshots/*.shots.ts',
  workers: 1,
  projects: base.projects!.filter((project) => project.name === 'chromium'),
  // The browser people run, not the tests' headless shell (decision 0062).
  use: { ...base.use, launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs } },
});
