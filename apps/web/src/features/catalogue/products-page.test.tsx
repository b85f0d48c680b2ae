import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { makeProduct } from '../../testing/factories.ts';
import ProductsPage from './products-page.tsx';

const categories = { '/api/productsCategories': { body: [{ _id: 'c1', name: 'Apple', img: '/demo/brands/apple.svg' }] } };

/** The counts of /products/facets for the tests' lists. */
const facets = {
  total: 7,
  condition: [
    { value: 'excellent', count: 3 },
    { value: 'good', count: 4 },
  ],
  storageGb: [{ value: 128, count: 7 }],
  variant: [{ value: 'official', count: 7 }],
  batteryMin: [
    { value: 80, count: 6 },
    { value: 90, count: 2 },
  ],
  division: [{ value: 'dhaka', count: 130 }],
  district: [
    { value: 'dhaka', count: 120 },
    { value: 'gazipur', count: 9 },
  ],
};

/** How long a part loaded on demand (the signed-in Save this search) may take in a busy run. */
const LAZY_LOAD = { timeout: 5000 };

const renderAt = (url: string) => renderWithProviders(<ProductsPage />, { path: '/products', initialEntry: url });

afterEach(() => vi.unstubAllGlobals());

describe('/products', () => {
  it('a failed list says so in plain words and Retry loads it', async () => {
    stubFetch({ ...categories, '/api/allProducts': { status: 500, body: { message: 'relation "products" does not exist' } } });
    renderAt('/products');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the phones.');
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
    expect(screen.queryByText('Loading phones…')).not.toBeInTheDocument();

    stubFetch({ ...categories, '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '1' } } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: makeProduct().productName })).toBeInTheDocument();
    expect(screen.getByText('1 phone available')).toBeInTheDocument();
  });

  it('counts the phones in Bangla digits on a Bangla page, and in English with the plural', async () => {
    stubFetch({ ...categories, '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '46' } } });
    renderAt('/products');
    expect(await screen.findByText('46 phones available')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('bn'));
    expect(await screen.findByText('৪৬টি ফোন বিক্রির জন্য আছে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('সব ফোন');
  });

  it('a page past the last says so and links to page 1, keeping the filters', async () => {
    stubFetch({ ...categories, '/api/allProducts': { body: [], headers: { 'x-total-count': '46' } } });
    renderAt('/products?brand=Apple&page=9');
    expect(await screen.findByText('There are no more phones after page 4.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/products?brand=Apple');
    expect(screen.getByText('Page 9 is past the last page')).toBeInTheDocument();
    expect(screen.queryByText(/46 phones available/)).not.toBeInTheDocument();
    expect(screen.queryByText('No phones match these filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('offers "Save this search" once a filter or search words are set, keeping them without the page', async () => {
    stubFetch({ ...categories, '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '1' } } });
    const sorted = renderAt('/products?sort=price_asc');
    expect(await screen.findByText('1 phone available')).toBeInTheDocument();
    // A sort alone is no search to keep.
    expect(screen.queryByRole('link', { name: 'Save this search' })).not.toBeInTheDocument();
    sorted.unmount();

    renderAt('/products?q=pixel&brand=Apple&page=2');
    expect(await screen.findByRole('link', { name: 'Save this search' })).toHaveAttribute('href', '/signIn');

    const fetchMock = stubFetch({
      ...categories,
      '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '1' } },
      '/api/saved-searches': {
        status: 201,
        body: { id: 's1', query: 'brand=Apple&q=pixel', alerts: true, createdAt: '2026-03-28T10:00:00.000Z', lastDigestAt: null },
      },
    });
    renderWithProviders(<ProductsPage />, {
      path: '/products',
      initialEntry: '/products?q=pixel&brand=Apple&page=2',
      auth: authState({ user: testUser }),
    });
    // Its code loads once someone is signed in (the placeholder before it is disabled).
    const save = await vi.waitFor(() => {
      const button = screen.getByRole('button', { name: 'Save this search' });
      expect(button).toBeEnabled();
      return button;
    }, LAZY_LOAD);
    await userEvent.click(save);
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/saved-searches',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ query: 'q=pixel&brand=Apple', alerts: true }) }),
      ),
    );
  });

  it('keeps the filters in a sheet behind a Filters button on phones, which shows how many are set', async () => {
    stubFetch({
      ...categories,
      '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '1' } },
      '/api/products/facets': { body: facets },
    });
    renderAt('/products?brand=Apple&minPrice=1000&condition=good');
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveTextContent('Filters3');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('dialog', { name: 'Filter phones' });
    expect(sheet.id).toBe(toggle.getAttribute('aria-controls'));
    expect(within(sheet).getByRole('search', { name: 'Filter products' })).toBeInTheDocument();
    // One copy of each form while the sheet is open: the fields' ids stay unique.
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(await within(sheet).findByRole('button', { name: 'Show 7 phones' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 7 phones' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each option with its count, keeps each choice in the URL, and the back button undoes it', async () => {
    const fetchMock = stubFetch({
      ...categories,
      '/api/allProducts': { body: [makeProduct()], headers: { 'x-total-count': '1' } },
      '/api/products/facets': { body: facets },
    });
    const { router } = renderAt('/products?district=dhaka');
    const sidebar = screen.getByRole('complementary', { name: 'Filter phones' });
    expect(await within(sidebar).findByRole('button', { name: 'Good (4)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(sidebar).getByRole('button', { name: 'Fair (0)' })).toBeDisabled();
    expect(within(sidebar).getByRole('option', { name: 'Dhaka (120)', selected: true })).toBeInTheDocument();
    expect(within(sidebar).getByRole('option', { name: 'Gazipur (9)' })).toBeInTheDocument();
    const facetCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/products/facets'));
    expect(facetCalls().at(-1)).toBe('/api/products/facets?district=dhaka');

    await userEvent.click(within(sidebar).getByRole('button', { name: 'Good (4)' }));
    expect(router.state.location.search).toBe('?district=dhaka&condition=good');
    expect(within(sidebar).getByRole('button', { name: 'Good (4)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'At least 90% (2)' }));
    expect(router.state.location.search).toBe('?district=dhaka&condition=good&batteryMin=90');
    expect(facetCalls().at(-1)).toBe('/api/products/facets?district=dhaka&condition=good&batteryMin=90');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?district=dhaka&condition=good');
    expect(within(sidebar).getByRole('button', { name: 'At least 90% (2)' })).toHaveAttribute('aria-pressed', 'false');

    await act(() => i18next.changeLanguage('bn'));
    expect(await within(sidebar).findByRole('option', { name: 'ঢাকা (১২০টি)', selected: true })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('?ads=true asks for advertised phones only, says so, and keeps it through a filter change', async () => {
    const fetchMock = stubFetch({
      ...categories,
      '/api/allProducts': { body: [makeProduct({ ads: 'Advertised' })], headers: { 'x-total-count': '1' } },
    });
    const { router } = renderAt('/products?ads=true');
    expect(await screen.findByText('Advertised only')).toBeInTheDocument();
    const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/allProducts'));
    expect(listCalls().at(-1)).toContain('ads=true');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    expect(router.state.location.search).toBe('?sort=price_asc&ads=true');

    await userEvent.click(screen.getByRole('button', { name: 'Show all phones' }));
    expect(router.state.location.search).toBe('?sort=price_asc');
    expect(screen.queryByText('Advertised only')).not.toBeInTheDocument();
  });
});
