import { z } from 'zod';

/** The longest one move of the test clock may be: a year. */
const YEAR_MS = 366 * 24 * 60 * 60_000;

/** POST /api/test/clock (TEST_CLOCK=true, loopback only): how far to move the deal's clock forward. */
export const testClockBody = z.object({
  advanceMs: z.number().int().min(0, 'The clock only moves forward').max(YEAR_MS, 'At most a year at a time'),
});
export type TestClockBody = z.infer<typeof testClockBody>;

/** The clock's new time and how many orders the timers' sweep then moved. */
export const testClockAnswer = z.object({ now: z.iso.datetime(), moved: z.number().int() });
export type TestClockAnswer = z.infer<typeof testClockAnswer>;
