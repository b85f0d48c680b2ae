import { useCallback } from 'react';
import { districtOf, type Product } from '@phonehaat/contract';
import { useLanguage } from '../../../lib/i18n/use-format.ts';

/**
 * Where a listing is, as cards and the product page show it: "Area, District" with the district named in
 * the page's language; a listing made before districts (issue 26) shows its own location text as before.
 */
export function usePlaceText() {
  const language = useLanguage();
  return useCallback(
    (product: Pick<Product, 'area' | 'district' | 'location'>): string => {
      const district = districtOf(product.district);
      if (!district || !product.area) return product.location;
      return `${product.area}, ${district[language]}`;
    },
    [language],
  );
}
