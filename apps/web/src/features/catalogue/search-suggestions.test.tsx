import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '@phonehaat/contract';
import { renderWithProviders } from '../../components/ui/test-utils.tsx';
import { makeProduct } from '../../testing/factories.ts';
import { stubApi } from '../../testing/stub-api.ts';
import ProductsPage from './products-page.tsx';

const iphones: SearchSuggestion[] = [
  { label: 'iPhone 13 Pro', labelBn: 'আইফোন ১৩ প্রো', query: 'iPhone 13 Pro', kind: 'model', brand: 'Apple', listed: 3 },
  { label: 'iPhone 13', labelBn: 'আইফোন ১৩', query: 'iPhone 13', kind: 'model', brand: 'Apple', listed: 1 },
];
const apple: SearchSuggestion = { label: 'Apple', labelBn: 'অ্যাপল', query: 'Apple', kind: 'brand', listed: 4 };

/** The list's code loads on the first focus: a busy run may take a while. */
const LAZY_LOAD = { timeout: 5000 };

/** The page with its list, and suggestions that answer the Apple brand for "a…", the iPhones for anything else. */
function renderPage(url = '/products') {
  const api = stubApi({
    'GET /api/productsCategories': { body: [{ _id: 'c1', name: 'Apple', img: '/demo/brands/apple.svg' }] },
    'GET /api/allProducts': { body: [makeProduct()] },
    'GET /api/search/suggestions': ({ url: asked }) => ({
      body: { suggestions: asked.searchParams.get('q')!.startsWith('a') ? [apple] : iphones },
    }),
  });
  const page = renderWithProviders(<ProductsPage />, { path: '/products', initialEntry: url });
  return { ...page, api, box: document.getElementById('filter-q')! };
}

const asked = (api: ReturnType<typeof stubApi>) =>
  api.of('GET', '/api/search/suggestions').map((call) => call.url.searchParams.get('q'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('search suggestions under the /products search box', () => {
  it('asks nothing until the box is focused, then once per pause in typing, and lists the answer', async () => {
    const { api, box } = renderPage();
    expect(await screen.findByText('1 phone available')).toBeInTheDocument();
    expect(box).toHaveAttribute('role', 'combobox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(asked(api)).toEqual([]);

    await userEvent.type(box, 'iph');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, LAZY_LOAD);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['iPhone 13 Pro3 phones', 'iPhone 131 phone']);
    // Three letters typed quicker than the pause: one question.
    expect(asked(api)).toEqual(['iph']);
  });

  it('moves with the arrow keys and Enter searches the active suggestion', async () => {
    const { box, router } = renderPage();
    await userEvent.type(box, 'iph');
    const list = await screen.findByRole('listbox', {}, LAZY_LOAD);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    // Round the list: past the last comes the first, before the first the last.
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.search).toBe('?q=iPhone+13+Pro');
    expect(box).toHaveValue('iPhone 13 Pro');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active suggestion searches the typed words; Escape closes the list', async () => {
    const { box, router } = renderPage();
    await userEvent.type(box, 'iph');
    await screen.findByRole('listbox', {}, LAZY_LOAD);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('iph');
    // Typing on opens it again.
    await userEvent.type(box, 'o');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=ipho');
  });

  it('a click picks a suggestion, a brand too', async () => {
    const { box, router } = renderPage('/products?sort=price_asc');
    await userEvent.type(box, 'app');
    const list = await screen.findByRole('listbox', {}, LAZY_LOAD);
    const option = within(list).getByRole('option', { name: /Apple/ });
    expect(option).toHaveTextContent('Brand');
    await userEvent.click(option);
    expect(router.state.location.search).toBe('?q=Apple&sort=price_asc');
    expect(box).toHaveFocus();
  });

  it('shows the Bangla labels on a Bangla page', async () => {
    await act(() => i18next.changeLanguage('bn'));
    const { box, router } = renderPage();
    await userEvent.type(box, 'আইফো');
    const list = await screen.findByRole('listbox', { name: 'পরামর্শ' }, LAZY_LOAD);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['আইফোন ১৩ প্রো৩টি ফোন', 'আইফোন ১৩১টি ফোন']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=iPhone+13+Pro'));
  });
});
