import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Bangladesh is UTC+6 all year (no daylight saving), so a Dhaka day is a UTC day shifted by six hours. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The overview's period: `days` Dhaka calendar days ending today, and the instant the first one began. */
export interface OverviewPeriod {
  days: string[];
  since: Date;
  now: Date;
}

const dhakaDay = (instant: Date) => new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

export function overviewPeriod(now: Date, days: number): OverviewPeriod {
  const todayStart = Date.parse(`${dhakaDay(now)}T00:00:00Z`) - DHAKA_OFFSET_MS;
  const since = new Date(todayStart - (days - 1) * DAY_MS);
  const list = Array.from({ length: days }, (_, index) => dhakaDay(new Date(since.getTime() + index * DAY_MS)));
  return { days: list, since, now };
}

/**
 * A timestamptz column's Dhaka day as YYYY-MM-DD. Written with a fixed offset rather than
 * `at time zone 'Asia/Dhaka'` so that it needs no time-zone data (PGlite and PostgreSQL agree) and
 * does not depend on the session's time zone.
 */
export const dhakaDayOf = (column: PgColumn | SQL) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;
