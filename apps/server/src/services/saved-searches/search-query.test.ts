import { describe, expect, it } from 'vitest';
import { canonicalSearch, describeSearch } from './search-query.ts';

const described = (query: string) => {
  const canonical = canonicalSearch(query);
  return describeSearch(canonical.filters, canonical.query);
};

describe('saved search queries', () => {
  it('write one filter one way: sorted keys, encoded values, no page, size or order', () => {
    expect(canonicalSearch('?sort=price_asc&q= Galaxy S23 &page=2&limit=12&brand=Samsung').query).toBe(
      'brand=Samsung&q=Galaxy+S23',
    );
    expect(canonicalSearch('brand=Samsung&q=Galaxy%20S23').query).toBe('brand=Samsung&q=Galaxy+S23');
    expect(canonicalSearch('minPrice=২০০০০&ads=true').query).toBe('ads=true&minPrice=20000');
  });

  it('describe a search in the same few words for either language', () => {
    expect(described('q=s23&brand=Samsung&minPrice=20000&maxPrice=105000&district=coxs-bazar&storageGb=256')).toBe(
      "Samsung · “s23” · ৳20,000–৳1,05,000 · Cox's Bazar · 256 GB",
    );
    expect(described('minPrice=20000&division=sylhet&storageGb=1024')).toBe('≥ ৳20,000 · Sylhet · 1 TB');
    // Nothing said in neutral words: the query itself.
    expect(described('condition=like_new&variant=official')).toBe('condition=like_new&variant=official');
  });
});
