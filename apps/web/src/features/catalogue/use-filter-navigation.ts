import { useEffect, useRef } from 'react';
import type { ProductFilters as Filters } from './api/get-products.ts';
import { searchFromFilters } from './product-search-params.ts';

/** A change of the /products filters, given the filters it changes. */
export type FilterUpdate = (current: Filters) => Filters;

interface Pending {
  from: string;
  to: string;
  filters: Filters;
}

/**
 * Puts each filter choice in the URL. The router renders a new URL as a transition, so a second choice
 * can come while the page still shows the filters before the first: it must build on the first, or the
 * first is lost (a CI browser run chose a brand, then a sort, and got the sort alone). So the choices not
 * yet rendered are kept here, each with the URL it left and the URL it made; a URL none of them made
 * (the back button, a link) drops them.
 */
export function useFilterNavigation(rendered: Filters, renderedSearch: string, push: (search: URLSearchParams) => void) {
  const pending = useRef<Pending[]>([]);
  // Each URL the page renders settles the choices up to the one that made it; a URL none of them made
  // (the back button, a link) drops them all. After render, and before React handles the next tap.
  useEffect(() => {
    const shown = pending.current.findLastIndex((choice) => choice.to === renderedSearch);
    if (shown >= 0) pending.current = pending.current.slice(shown + 1);
    else if (pending.current[0]?.from !== renderedSearch) pending.current = [];
  }, [renderedSearch]);
  return (update: FilterUpdate) => {
    const last = pending.current.at(-1);
    const next = update(last?.filters ?? rendered);
    const search = searchFromFilters(next);
    pending.current.push({ from: last?.to ?? renderedSearch, to: search.toString(), filters: next });
    push(search);
  };
}
