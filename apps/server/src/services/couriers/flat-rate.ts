import { z } from 'zod';
import type { Quote, QuoteInput } from './courier.ts';

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

/** The simulated courier's own plan (the demo's): Steadfast's documented minimum and COD charge, round figures else. */
export const SIMULATED_COURIER_PLAN: FlatRateTable = {
  sameDistrictTk: 80,
  otherDistrictTk: 130,
  perExtraKgTk: 20,
  codPercent: 1,
  minimumTk: 80,
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function flatQuote(table: FlatRateTable, input: QuoteInput): Quote {
  if (!(input.weightKg > 0)) throw new RangeError('weightKg must be above 0');
  if (!Number.isSafeInteger(input.codAmount) || input.codAmount < 0) throw new RangeError('codAmount must be whole TK');
  const base = sameName(input.from.district, input.to.district) ? table.sameDistrictTk : table.otherDistrictTk;
  const extraKg = Math.max(0, Math.ceil(input.weightKg) - 1);
  const deliveryTk = Math.max(table.minimumTk, base + extraKg * table.perExtraKgTk);
  const codChargeTk = Math.ceil((input.codAmount * table.codPercent) / 100);
  return { deliveryTk, codChargeTk, feeTk: deliveryTk + codChargeTk, source: 'flat-table' };
}
