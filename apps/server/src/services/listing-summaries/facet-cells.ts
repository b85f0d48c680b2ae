import {
  batteryThresholds,
  conditionGrades,
  districts,
  phoneVariants,
  storageSizesGb,
  type ListingFacets,
} from '@phonehaat/contract';

/**
 * Listed products of one combination of the facets' values: a row of listing_facet_counts, or a group
 * counted live. `battery` is the band there (the highest threshold reached, 0 below them all) and the
 * exact value live; "battery at least N" reads the same from either for N among the thresholds.
 */
export interface FacetCell {
  district: string | null;
  condition: string | null;
  storageGb: number | null;
  variant: string | null;
  battery: number | null;
  listed: number;
}

/** The facet filters of a listing (the rest of its WHERE is applied before the cells are counted). */
export interface FacetFilter {
  condition?: string | undefined;
  storageGb?: number | undefined;
  variant?: string | undefined;
  batteryMin?: number | undefined;
  division?: string | undefined;
  district?: string | undefined;
}

type Facet = keyof FacetFilter;

const divisionOfDistrict = new Map<string, string>(districts.map((district) => [district.id, district.division]));
const divisionOfCell = (cell: FacetCell) => (cell.district === null ? null : (divisionOfDistrict.get(cell.district) ?? null));

/** Whether a cell passes every active facet filter but `except` (the facet being counted). */
function passes(cell: FacetCell, filter: FacetFilter, except?: Facet): boolean {
  if (except !== 'condition' && filter.condition !== undefined && cell.condition !== filter.condition) return false;
  if (except !== 'storageGb' && filter.storageGb !== undefined && cell.storageGb !== filter.storageGb) return false;
  if (except !== 'variant' && filter.variant !== undefined && cell.variant !== filter.variant) return false;
  if (except !== 'batteryMin' && filter.batteryMin !== undefined && (cell.battery === null || cell.battery < filter.batteryMin))
    return false;
  if (except !== 'division' && filter.division !== undefined && divisionOfCell(cell) !== filter.division) return false;
  if (except !== 'district' && filter.district !== undefined && cell.district !== filter.district) return false;
  return true;
}

/** Counts by value, in the order of `order` (values outside it after, by count), leaving out zeros. */
function tally<T extends string | number>(
  cells: readonly FacetCell[],
  filter: FacetFilter,
  facet: Facet,
  valueOf: (cell: FacetCell) => T | null,
  order: readonly T[] = [],
): { value: T; count: number }[] {
  const counts = new Map<T, number>();
  for (const cell of cells) {
    const value = valueOf(cell);
    if (value === null || !passes(cell, filter, facet)) continue;
    counts.set(value, (counts.get(value) ?? 0) + cell.listed);
  }
  const rank = (value: T) => {
    const at = order.indexOf(value);
    return at === -1 ? order.length : at;
  };
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => rank(a) - rank(b) || countB - countA || String(a).localeCompare(String(b)))
    .map(([value, count]) => ({ value, count }));
}

/** The listings of the cells passing every facet filter: a list's total, without tallying each facet. */
export function totalOf(cells: readonly FacetCell[], filter: FacetFilter): number {
  let total = 0;
  for (const cell of cells) if (passes(cell, filter)) total += cell.listed;
  return total;
}

/**
 * Classic faceting over the cells: each facet's options counted with every OTHER active filter, so an
 * option's count is what choosing it would show.
 */
export function facetsOf(cells: readonly FacetCell[], filter: FacetFilter): ListingFacets {
  const total = totalOf(cells, filter);
  const batteryMin = batteryThresholds
    .map((threshold) => ({
      value: threshold as number,
      count: cells.reduce(
        (sum, cell) =>
          cell.battery !== null && cell.battery >= threshold && passes(cell, filter, 'batteryMin') ? sum + cell.listed : sum,
        0,
      ),
    }))
    .filter((option) => option.count > 0);
  return {
    total,
    condition: tally(
      cells,
      filter,
      'condition',
      (cell) => cell.condition as (typeof conditionGrades)[number] | null,
      conditionGrades,
    ),
    storageGb: tally(cells, filter, 'storageGb', (cell) => cell.storageGb, storageSizesGb),
    variant: tally(cells, filter, 'variant', (cell) => cell.variant as (typeof phoneVariants)[number] | null, phoneVariants),
    batteryMin,
    division: tally(cells, filter, 'division', divisionOfCell),
    district: tally(cells, filter, 'district', (cell) => cell.district),
  };
}
