import type { SampleRow } from './listing-sample.ts';

/** A sampled listing for the estimates' tests: a Samsung in Dhaka unless told otherwise. */
export const sampleRow = (overrides: Omit<Partial<SampleRow>, 'words'> & { words?: string[] } = {}): SampleRow => ({
  brandId: 'samsung',
  createdAt: 0,
  selling: 30_000,
  division: 'dhaka',
  district: 'dhaka',
  condition: 'good',
  storageGb: 128,
  variant: 'official',
  battery: 90,
  ads: false,
  ...overrides,
  words: new Set(overrides.words ?? ['galaxy']),
});
