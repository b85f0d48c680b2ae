import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_PAGE_SIZE, TOTAL_PRECISION_HEADER } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../components/ui/test-utils.tsx';
import { makeProduct } from '../../testing/factories.ts';
import ProductsPage from './products-page.tsx';

/** The page's first answer, given time in a busy run. */
const LOADED = { timeout: 5000 };
const categories = { '/api/productsCategories': { body: [{ _id: 'c1', name: 'Apple', img: '/demo/brands/apple.svg' }] } };
const fullPage = Array.from({ length: PRODUCTS_PAGE_SIZE }, (_, index) => makeProduct({ _id: `p${index}` }));

/** /products answered with `items`, X-Total-Count `total` and, unless undefined, X-Total-Precision. */
function renderList(url: string, items: unknown[], total: number, precision?: string) {
  const headers: Record<string, string> = { 'x-total-count': String(total) };
  if (precision) headers[TOTAL_PRECISION_HEADER] = precision;
  stubFetch({ ...categories, '/api/allProducts': { body: items, headers } });
  return renderWithProviders(<ProductsPage />, { path: '/products', initialEntry: url });
}

const pages = () => screen.getByRole('navigation', { name: 'Pages' });
const pageButtons = () =>
  within(pages())
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('/products totals by precision', () => {
  it('an exact total (no header, or "exact") counts the phones and pages to the last', async () => {
    renderList('/products?page=2', fullPage, 30);
    expect(await screen.findByText('30 phones available', {}, LOADED)).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('"exact" on the last page disables next', async () => {
    renderList('/products?page=3', fullPage.slice(0, 6), 30, 'exact');
    expect(await screen.findByText('30 phones available', {}, LOADED)).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('an at-least total reads "10,000+" and keeps next while the page is full, past the pages it knows', async () => {
    renderList('/products?q=phone&page=834', fullPage, 10_000, 'at-least');
    expect(await screen.findByText('10,000+ phones available', {}, LOADED)).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '833', '834']);
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeEnabled();

    await act(() => i18next.changeLanguage('bn'));
    expect(await screen.findByText('অন্তত ১০,০০০টি ফোন বিক্রির জন্য আছে', {}, LOADED)).toBeInTheDocument();
  });

  it('an at-least total on a page that is not full ends there', async () => {
    renderList('/products?q=phone&page=900', fullPage.slice(0, 5), 10_000, 'at-least');
    expect(await screen.findByText('10,000+ phones available', {}, LOADED)).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '899', '900']);
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('an about total reads "About 1,800", pages to its estimate, and an empty last page says it is past the last', async () => {
    const about = renderList('/products?brand=Apple', fullPage, 1_800, 'about');
    expect(await screen.findByText('About 1,800 phones available', {}, LOADED)).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '150']);
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeEnabled();
    await act(() => i18next.changeLanguage('bn'));
    expect(await screen.findByText('প্রায় ১,৮০০টি ফোন বিক্রির জন্য আছে', {}, LOADED)).toBeInTheDocument();
    about.unmount();
    await act(() => i18next.changeLanguage('en'));

    // The estimate was high: its last page holds nothing.
    renderList('/products?brand=Apple&page=150', [], 1_800, 'about');
    expect(await screen.findByText('Page 150 is past the last page', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('There are no more phones after page 149.')).toBeInTheDocument();
  });
});
