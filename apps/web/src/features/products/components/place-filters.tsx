import { useTranslation } from 'react-i18next';
import { districts as allDistricts, districtsOfDivision, divisions } from '@phonehaat/contract';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import type { ProductFilters as Filters } from '../api/get-products.ts';
import { filterValue } from '../product-search-params.ts';

/**
 * Division → district selects of /products (issue 26): each applies at once, and a new division clears a
 * district of another. The district list shows the chosen division's districts, else all 64.
 */
export function PlaceFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  const districts = filters.division ? districtsOfDivision(filters.division) : allDistricts;
  return (
    <>
      <div className="flex flex-col gap-1 md:col-span-3">
        <label htmlFor="filter-division" className="text-sm font-medium">
          {t('filters.division')}
        </label>
        <select
          id="filter-division"
          className="select w-full"
          value={filters.division ?? ''}
          onChange={(event) => {
            const division = filterValue('division', event.target.value);
            const keepDistrict = division && filters.district && districtsOfDivision(division).some((item) => item.id === filters.district);
            onChange({ ...filters, division, district: keepDistrict ? filters.district : undefined, page: undefined });
          }}
        >
          <option value="">{t('filters.allDivisions')}</option>
          {divisions.map((item) => (
            <option key={item.id} value={item.id}>
              {item[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 md:col-span-3">
        <label htmlFor="filter-district" className="text-sm font-medium">
          {t('filters.district')}
        </label>
        <select
          id="filter-district"
          className="select w-full"
          value={filters.district ?? ''}
          onChange={(event) => onChange({ ...filters, district: filterValue('district', event.target.value), page: undefined })}
        >
          <option value="">{t('filters.allDistricts')}</option>
          {districts.map((item) => (
            <option key={item.id} value={item.id}>
              {item[language]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
