import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { productSorts, type SearchSuggestion } from '@phonehaat/contract';
import type { ProductFilters as Filters } from '../api/get-products.ts';
import type { FilterUpdate } from '../use-filter-navigation.ts';
import { useCategories } from '../../../lib/get-categories.ts';
import { filterValue } from '../product-search-params.ts';
import type { SuggestionKeys, SuggestionListState } from './search-suggestion-box.tsx';

// The suggestions' list, its keys and its answers load when the search box is first focused (issue 40):
// the first paint of / and /products does not carry them.
const SearchSuggestionBox = lazy(() => import('./search-suggestion-box.tsx'));
const closedList: SuggestionListState = { open: false, activeId: undefined };

interface ProductFiltersProps {
  filters: Filters;
  onChange: (update: FilterUpdate) => void;
}

/** Search, brand, price range and sort for /products (the device and place filters are the FacetPanel's). Text fields apply on submit; selects at once. */
export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
  const categories = useCategories();
  const { t } = useTranslation('products');
  const [q, setQ] = useState(filters.q ?? '');
  const [minPrice, setMinPrice] = useState(filters.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice?.toString() ?? '');

  // Keep the inputs in step when the URL changes underneath them (back button, "Clear filters").
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    setSeen(filters);
    setQ(filters.q ?? '');
    setMinPrice(filters.minPrice?.toString() ?? '');
    setMaxPrice(filters.maxPrice?.toString() ?? '');
  }

  const search = (words: string) => {
    const typed = {
      q: filterValue('q', words),
      minPrice: filterValue('minPrice', minPrice),
      maxPrice: filterValue('maxPrice', maxPrice),
    };
    onChange((current) => ({ ...current, ...typed, page: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(q);
  };

  // The search box is an ARIA 1.2 combobox; its list (search-suggestion-box.tsx) says what it shows.
  const listboxId = useId();
  const suggestionKeys = useRef<SuggestionKeys>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [focused, setFocused] = useState(false);
  const [list, setList] = useState(closedList);
  const onListState = useCallback((state: SuggestionListState) => setList(state), []);
  /** A picked suggestion is searched as if typed and applied. */
  const pick = (suggestion: SearchSuggestion) => {
    setQ(suggestion.query);
    search(suggestion.query);
  };
  const listShown = focused && list.open;

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm md:grid-cols-12 md:items-end"
    >
      <div className="relative flex flex-col gap-1 md:col-span-4">
        <label htmlFor="filter-q" className="text-sm font-medium">
          {t('filters.search')}
        </label>
        <input
          id="filter-q"
          type="search"
          className="input w-full"
          placeholder={t('filters.searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={100}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={listShown ? list.activeId : undefined}
          autoComplete="off"
          onFocus={() => {
            setSuggesting(true);
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => suggestionKeys.current?.keyDown(event)}
        />
        {suggesting && focused && (
          <Suspense fallback={null}>
            <SearchSuggestionBox
              ref={suggestionKeys}
              typed={q}
              searched={filters.q ?? ''}
              listboxId={listboxId}
              onState={onListState}
              onPick={pick}
            />
          </Suspense>
        )}
      </div>
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor="filter-brand" className="text-sm font-medium">
          {t('filters.brand')}
        </label>
        <select
          id="filter-brand"
          className="select w-full"
          value={filters.brand ?? ''}
          onChange={(event) => {
            const brand = event.target.value || undefined;
            onChange((current) => ({ ...current, brand, page: undefined }));
          }}
        >
          <option value="">{t('filters.allBrands')}</option>
          {categories.data?.map((category) => (
            <option key={category._id} value={category.name}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 md:col-span-3">
        <legend className="mb-1 text-sm font-medium">{t('filters.price')}</legend>
        <label className="sr-only" htmlFor="filter-min">
          {t('filters.min')}
        </label>
        <input
          id="filter-min"
          inputMode="numeric"
          placeholder={t('filters.minPlaceholder')}
          className="input w-full"
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value)}
        />
        <label className="sr-only" htmlFor="filter-max">
          {t('filters.max')}
        </label>
        <input
          id="filter-max"
          inputMode="numeric"
          placeholder={t('filters.maxPlaceholder')}
          className="input w-full"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
        />
      </fieldset>
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor="filter-sort" className="text-sm font-medium">
          {t('filters.sortBy')}
        </label>
        <select
          id="filter-sort"
          className="select w-full"
          value={filters.sort ?? 'newest'}
          onChange={(event) => {
            const sort = filterValue('sort', event.target.value);
            onChange((current) => ({ ...current, sort, page: undefined }));
          }}
        >
          {productSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary md:col-span-1">
        {t('filters.apply')}
      </button>
    </form>
  );
}
