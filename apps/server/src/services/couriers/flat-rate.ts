import type { Quote, QuoteInput } from './courier.ts';

export { flatRateTable, type FlatRateTable } from '../../config/couriers/flat-rate-table.ts';
import type { FlatRateTable } from '../../config/couriers/flat-rate-table.ts';

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
