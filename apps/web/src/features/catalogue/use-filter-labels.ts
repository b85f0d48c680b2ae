import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { districts, divisions } from '@phonehaat/contract';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { filtersFromSearch } from './product-search-params.ts';

/** One /products filter in words, keyed by what it filters. */
export interface FilterLabel {
  key: string;
  label: string;
}

/**
 * The filters of a /products query string as short labels in the page's language, in the order the page
 * shows them: "“iPhone 13”", "Samsung", "TK 10,000 – TK 30,000", "Condition: Good", "Dhaka division"…
 * (a saved search's chips, issue 39 §5). Values the page would drop are dropped; the default sort and the
 * page are not filters. Needs the `filters` and `listing` texts.
 */
export function useFilterLabels(): (query: string) => FilterLabel[] {
  const { t } = useTranslation(['filters', 'products', 'listing']);
  const { tk, amount, language } = useFormat();
  return useCallback(
    (query: string) => {
      const params = new URLSearchParams(query);
      const filters = filtersFromSearch(params);
      const { minPrice, maxPrice, storageGb } = filters;
      const price =
        minPrice !== undefined && maxPrice !== undefined
          ? t('filters:chips.priceBetween', { min: tk(minPrice), max: tk(maxPrice) })
          : minPrice !== undefined
            ? t('filters:chips.priceFrom', { min: tk(minPrice) })
            : maxPrice !== undefined
              ? t('filters:chips.priceUpTo', { max: tk(maxPrice) })
              : undefined;
      const division = divisions.find((item) => item.id === filters.division);
      const district = districts.find((item) => item.id === filters.district);
      const labels: [string, string | undefined][] = [
        ['q', filters.q && t('filters:chips.words', { words: filters.q })],
        ['brand', filters.brand],
        ['price', price],
        [
          'condition',
          filters.condition && t('filters:chips.condition', { grade: t(`listing:conditions.${filters.condition}.name`) }),
        ],
        [
          'storageGb',
          storageGb === undefined
            ? undefined
            : storageGb >= 1024
              ? t('listing:sizeTb', { value: amount(storageGb / 1024) })
              : t('listing:sizeGb', { value: amount(storageGb) }),
        ],
        ['variant', filters.variant && t(`listing:variants.${filters.variant}`)],
        [
          'batteryMin',
          filters.batteryMin === undefined ? undefined : t('filters:chips.battery', { value: amount(filters.batteryMin) }),
        ],
        ['division', division && t('filters:chips.division', { name: division[language] })],
        ['district', district?.[language]],
        ['ads', params.get('ads') === 'true' ? t('products:list.advertisedOnly') : undefined],
        ['sort', filters.sort && filters.sort !== 'newest' ? t(`products:filters.sort.${filters.sort}`) : undefined],
      ];
      return labels.flatMap(([key, label]) => (label ? [{ key, label }] : []));
    },
    [t, tk, amount, language],
  );
}
