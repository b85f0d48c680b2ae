import { useTranslation } from 'react-i18next';
import { districts as allDistricts, districtsOfDivision, divisions, type ListingFacets } from '@phonehaat/contract';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import type { ProductFilters as Filters } from '../api/get-products.ts';
import type { FilterUpdate } from '../use-filter-navigation.ts';
import { filterValue } from '../product-search-params.ts';

const countOf = (options: { value: string; count: number }[] | undefined, id: string) =>
  options?.find((option) => option.value === id)?.count ?? 0;

/**
 * Division → district selects of /products (issue 26), each option with its count given the other
 * filters: "Dhaka (120)". Each applies at once, and a new division clears a district of another. The
 * district list shows the chosen division's districts, else all 64, those with phones first.
 */
export function PlaceFilters({
  filters,
  facets,
  onChange,
}: {
  filters: Filters;
  facets: ListingFacets | undefined;
  onChange: (update: FilterUpdate) => void;
}) {
  const { t } = useTranslation('filters');
  const language = useLanguage();
  const { amount } = useFormat();
  const inDivision = filters.division ? districtsOfDivision(filters.division) : allDistricts;
  const districts = facets
    ? [...inDivision].sort((a, b) => countOf(facets.district, b.id) - countOf(facets.district, a.id) || a.en.localeCompare(b.en))
    : inDivision;
  const option = (name: string, count: number) => (facets ? t('option', { label: name, count: amount(count) }) : name);
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-division" className="text-sm font-semibold">
          {t('facets.division')}
        </label>
        <select
          id="filter-division"
          className="select w-full"
          value={filters.division ?? ''}
          onChange={(event) => {
            const division = filterValue('division', event.target.value);
            onChange((current) => {
              const keepDistrict =
                division && current.district && districtsOfDivision(division).some((item) => item.id === current.district);
              return { ...current, division, district: keepDistrict ? current.district : undefined, page: undefined };
            });
          }}
        >
          <option value="">{t('allDivisions')}</option>
          {divisions.map((item) => (
            <option key={item.id} value={item.id}>
              {option(item[language], countOf(facets?.division, item.id))}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-district" className="text-sm font-semibold">
          {t('facets.district')}
        </label>
        <select
          id="filter-district"
          className="select w-full"
          value={filters.district ?? ''}
          onChange={(event) => {
            const district = filterValue('district', event.target.value);
            onChange((current) => ({ ...current, district, page: undefined }));
          }}
        >
          <option value="">{t('allDistricts')}</option>
          {districts.map((item) => (
            <option key={item.id} value={item.id}>
              {option(item[language], countOf(facets?.district, item.id))}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
