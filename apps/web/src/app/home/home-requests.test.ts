import { describe, expect, it } from 'vitest';
import { BEST_OFFERS_PATH } from '@phonehaat/contract';
import { productSearch } from '../../features/catalogue/api/get-products.ts';
import { bestOffersFilters } from './best-offers.tsx';

describe('the home page requests', () => {
  it("asks for 'Best Offers' with exactly the URL the server preloads with the page", () => {
    expect(`/allProducts${productSearch(bestOffersFilters)}`).toBe(BEST_OFFERS_PATH);
  });
});
