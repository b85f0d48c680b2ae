import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@phonehaat/contract';
import { fieldsBeforeIssue26, authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import AllProductsPage from './all-products-page.tsx';
import { makeProduct } from '../../testing/factories.ts';

const product = (overrides: Partial<Product> = {}): Product =>
  makeProduct({
    _id: 'p1',
    productName: 'Galaxy S22',
    image: '/demo/phones/galaxy.webp',
    purchase: 85000,
    selling: 105000,
    location: 'Agrabad',
    details: 'Like new',
    usingYears: 1,
    brand: 'b1',
    brandName: 'Samsung',
    ads: 'Advertised',
    ...fieldsBeforeIssue26,
    ...overrides,
  });

function renderProducts(total: number) {
  stubFetch({ '/api/allProducts': { body: [product()], headers: { 'x-total-count': String(total) } } });
  renderWithProviders(<AllProductsPage />, { auth: authState({ user: testUser }), path: '/dashboard/allProducts' });
}

afterEach(() => vi.unstubAllGlobals());

describe('All Products', () => {
  it('counts one product and several in English', async () => {
    renderProducts(1);
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    screen.getByText('1 product').remove();
    renderProducts(12);
    expect(await screen.findByText('12 products')).toBeInTheDocument();
  });

  it('counts, prices and labels in Bangla with Bangla digits', async () => {
    await i18next.changeLanguage('bn');
    renderProducts(1205);
    expect(await screen.findByText('১,২০৫টি ফোন')).toBeInTheDocument();
    expect(screen.getByText('৳১,০৫,০০০')).toBeInTheDocument();
    expect(screen.getByText('প্রচারিত')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সব বিজ্ঞাপন' })).toBeInTheDocument();
  });
});
