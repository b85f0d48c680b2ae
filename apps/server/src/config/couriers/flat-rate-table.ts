import { z } from 'zod';

/**
 * A courier's flat plan, for couriers with no rate API (Steadfast) and the simulated courier. Steadfast's
 * API document gives only the Tk 80 minimum for pick-and-drop and the 1 % cash-on-delivery charge; the
 * rest is the merchant's agreed plan, so STEADFAST_RATES is a required setting (parcel size can change
 * the real charge, and the figures exclude VAT and tax, as Steadfast's note says).
 */
export const flatRateTable = z.object({
  /** Whole TK for the first kilogram within the pickup's district. */
  sameDistrictTk: z.number().int().nonnegative(),
  /** Whole TK for the first kilogram to any other district. */
  otherDistrictTk: z.number().int().nonnegative(),
  /** Whole TK for each further kilogram or part of one. */
  perExtraKgTk: z.number().int().nonnegative(),
  /** Charge on the amount collected at the door, in percent. */
  codPercent: z.number().nonnegative().max(100),
  /** No parcel costs less than this. */
  minimumTk: z.number().int().nonnegative(),
});
export type FlatRateTable = z.infer<typeof flatRateTable>;
