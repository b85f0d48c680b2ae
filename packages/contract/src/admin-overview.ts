import { z } from 'zod';
import { orderStates } from './order.ts';

/** GET /admin/overview?days=: the last `days` days (Dhaka calendar days, today included). */
export const overviewQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** How many orders of each state, one number per state (zero included). */
const countsByState = z.object(Object.fromEntries(orderStates.map((state) => [state, z.number().int()])) as Record<
  (typeof orderStates)[number],
  z.ZodNumber
>);

/** Open disputes by how long they have waited: the rules ask for complaints to be taken up within 72 hours. */
export const disputeAgeBuckets = ['under24h', 'from24to48h', 'from48to72h', 'over72h'] as const;
export type DisputeAgeBucket = (typeof disputeAgeBuckets)[number];

export const adminOverview = z.object({
  days: z.number().int(),
  /** The first and last day of the period, YYYY-MM-DD in Dhaka. */
  from: z.string(),
  to: z.string(),
  /** Orders booked each day of the period, by the state they are in now; every day present, oldest first. */
  ordersPerDay: z.array(z.object({ day: z.string(), states: countsByState })),
  /** Money in poisha: held now (all time), and released, refunded and paid out within the period. */
  money: z.object({
    heldNow: z.number().int(),
    released: z.number().int(),
    refunded: z.number().int(),
    paidOut: z.number().int(),
  }),
  /** Money moved each day of the period (poisha), every day present. */
  moneyPerDay: z.array(z.object({ day: z.string(), held: z.number().int(), released: z.number().int(), refunded: z.number().int() })),
  /** Listings (not removed) per brand: on sale and sold, most on sale first. */
  listingsPerBrand: z.array(z.object({ brand: z.string(), onSale: z.number().int(), sold: z.number().int() })),
  /** Open disputes now: how many, the oldest's age in hours, and how many in each age bucket. */
  openDisputes: z.object({
    count: z.number().int(),
    oldestHours: z.number().nullable(),
    byAge: z.array(z.object({ bucket: z.enum(disputeAgeBuckets), count: z.number().int() })),
  }),
  /** Hours from payment to hand-over for orders handed over within the period: the median, and per day. */
  handover: z.object({
    count: z.number().int(),
    medianHours: z.number().nullable(),
    perDay: z.array(z.object({ day: z.string(), count: z.number().int(), medianHours: z.number().nullable() })),
  }),
});
export type AdminOverview = z.infer<typeof adminOverview>;
export type OrderStateCounts = z.infer<typeof countsByState>;
