import { useTranslation } from 'react-i18next';
import { batteryThresholds, conditionGrades, phoneVariants, type ListingFacets } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import type { ProductFilters as Filters } from '../api/get-products.ts';
import type { FilterUpdate } from '../use-filter-navigation.ts';
import { PlaceFilters } from './place-filters.tsx';

interface FacetPanelProps {
  filters: Filters;
  facets: ListingFacets | undefined;
  onChange: (update: FilterUpdate) => void;
}

/** One option's count in a facet, 0 when the answer leaves it out (none would show). */
const countOf = <T,>(options: { value: T; count: number }[] | undefined, value: T) =>
  options?.find((option) => option.value === value)?.count ?? 0;

/**
 * The device and place filters of /products with the count each option would show given the others
 * ("Dhaka (120)", issue 26): condition, storage, official or not, battery at least N %, division and
 * district. Each applies at once; pressing the chosen option again clears it. The desktop sidebar and
 * the phone's filter sheet both show it.
 */
export function FacetPanel({ filters, facets, onChange }: FacetPanelProps) {
  const { t } = useTranslation(['filters', 'listing']);
  const { amount } = useFormat();
  const set = (next: Partial<Filters>) => onChange((current) => ({ ...current, ...next, page: undefined }));
  const label = (text: string, count: number) => t('filters:option', { label: text, count: amount(count) });
  const storages = [
    ...new Set([...(facets?.storageGb.map((option) => option.value) ?? []), ...(filters.storageGb ? [filters.storageGb] : [])]),
  ].sort((a, b) => a - b);

  return (
    <div className="flex flex-col gap-4">
      <FacetGroup legend={t('filters:facets.condition')}>
        {conditionGrades.map((grade) => (
          <Chip
            key={grade}
            pressed={filters.condition === grade}
            count={countOf(facets?.condition, grade)}
            onPress={() => set({ condition: filters.condition === grade ? undefined : grade })}
          >
            {label(t(`listing:conditions.${grade}.name`), countOf(facets?.condition, grade))}
          </Chip>
        ))}
      </FacetGroup>
      <FacetGroup legend={t('filters:facets.storage')}>
        {storages.map((size) => (
          <Chip
            key={size}
            pressed={filters.storageGb === size}
            count={countOf(facets?.storageGb, size)}
            onPress={() => set({ storageGb: filters.storageGb === size ? undefined : size })}
          >
            {label(
              size >= 1024 ? t('listing:sizeTb', { value: amount(size / 1024) }) : t('listing:sizeGb', { value: amount(size) }),
              countOf(facets?.storageGb, size),
            )}
          </Chip>
        ))}
      </FacetGroup>
      <FacetGroup legend={t('filters:facets.variant')}>
        {phoneVariants.map((variant) => (
          <Chip
            key={variant}
            pressed={filters.variant === variant}
            count={countOf(facets?.variant, variant)}
            onPress={() => set({ variant: filters.variant === variant ? undefined : variant })}
          >
            {label(t(`listing:variants.${variant}`), countOf(facets?.variant, variant))}
          </Chip>
        ))}
      </FacetGroup>
      <FacetGroup legend={t('filters:facets.battery')}>
        {batteryThresholds.map((threshold) => (
          <Chip
            key={threshold}
            pressed={filters.batteryMin === threshold}
            count={countOf(facets?.batteryMin, threshold)}
            onPress={() => set({ batteryMin: filters.batteryMin === threshold ? undefined : threshold })}
          >
            {label(t('filters:batteryAtLeast', { value: amount(threshold) }), countOf(facets?.batteryMin, threshold))}
          </Chip>
        ))}
      </FacetGroup>
      <PlaceFilters filters={filters} facets={facets} onChange={onChange} />
    </div>
  );
}

function FacetGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** An option as a toggle button; one that would show nothing is dimmed and off unless it is the one chosen. */
function Chip({
  pressed,
  count,
  onPress,
  children,
}: {
  pressed: boolean;
  count: number;
  onPress: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!pressed && count === 0}
      onClick={onPress}
      className={`btn btn-sm h-auto min-h-9 rounded-full px-3 py-1 font-normal ${pressed ? 'btn-primary' : 'btn-outline border-base-300'}`}
    >
      {children}
    </button>
  );
}
