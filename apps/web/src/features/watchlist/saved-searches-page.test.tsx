import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeSavedSearch } from '../../testing/factories.ts';
import { stubApi } from '../../testing/stub-api.ts';
import SavedSearchesPage from './saved-searches-page.tsx';

beforeAll(() => loadPageTexts('watchlist'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const searches = [
  makeSavedSearch({
    id: 's1',
    query:
      'batteryMin=90&brand=Samsung&condition=good&district=gazipur&division=dhaka&maxPrice=30000&minPrice=10000&q=s22&storageGb=128',
    lastDigestAt: '2026-03-27T02:00:00.000Z',
  }),
  makeSavedSearch({ id: 's2', query: 'brand=Apple&sort=price_asc', alerts: false }),
];

/** The saved searches on the server: PATCH switches alerts, or refuses with 500 for `s2`; DELETE removes. */
function stubSearches(list: SavedSearch[]) {
  let current = [...list];
  const patch =
    (id: string) =>
    ({ body }: { body: unknown }) => {
      if (id === 's2') return { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
      current = current.map((search) => (search.id === id ? { ...search, ...(body as { alerts: boolean }) } : search));
      return { body: current.find((search) => search.id === id) };
    };
  return stubApi({
    'GET /api/saved-searches': () => ({ body: { items: current } }),
    'PATCH /api/saved-searches/s1': patch('s1'),
    'PATCH /api/saved-searches/s2': patch('s2'),
    'DELETE /api/saved-searches/s1': () => {
      current = current.filter((search) => search.id !== 's1');
      return { body: { ok: true } };
    },
  });
}

const renderPage = () =>
  renderWithProviders(<SavedSearchesPage />, { auth: authState({ user: testUser }), path: '/dashboard/saved-searches' });

const chipsOf = (card: HTMLElement, name = 'Filters') =>
  within(within(card).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('the saved searches page', () => {
  it('shows each search as readable chips, with a link to its phones and its alerts', async () => {
    stubSearches(searches);
    renderPage();
    const [first, second] = (await screen.findAllByTestId('saved-search')) as [HTMLElement, HTMLElement];
    expect(chipsOf(first)).toEqual([
      'Search: “s22”',
      'Samsung',
      'TK 10,000 – TK 30,000',
      'Condition: Good',
      '128 GB',
      'Battery at least 90%',
      'Dhaka division',
      'Gazipur',
    ]);
    expect(first).toHaveTextContent('Saved 20 Mar 2026 · last alert 27 Mar 2026');
    expect(within(first).getByRole('link', { name: 'Show phones' })).toHaveAttribute('href', `/products?${searches[0]!.query}`);
    expect(within(first).getByRole('switch', { name: /^Daily alert: Search: “s22”, Samsung/ })).toBeChecked();
    expect(chipsOf(second)).toEqual(['Apple', 'Price: low to high']);
    expect(within(second).getByRole('switch')).not.toBeChecked();
  });

  it('writes the chips in Bangla on a Bangla page', async () => {
    stubSearches(searches);
    await i18next.changeLanguage('bn');
    renderPage();
    const [first] = (await screen.findAllByTestId('saved-search')) as [HTMLElement];
    expect(chipsOf(first, 'ফিল্টার')).toEqual([
      'খোঁজ: “s22”',
      'Samsung',
      '৳১০,০০০ থেকে ৳৩০,০০০',
      'অবস্থা: ভালো',
      '১২৮ জিবি',
      'ব্যাটারি কমপক্ষে ৯০%',
      'ঢাকা বিভাগ',
      'গাজীপুর',
    ]);
  });

  it('switches alerts off at once and back if the server refuses', async () => {
    const api = stubSearches(searches);
    const error = vi.spyOn(toast, 'error').mockReturnValue('toast');
    vi.spyOn(toast, 'info').mockReturnValue('toast');
    renderPage();
    const [first, second] = (await screen.findAllByTestId('saved-search')) as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('switch'));
    expect(within(first).getByRole('switch')).not.toBeChecked();
    expect(api.of('PATCH', '/api/saved-searches/s1').map((call) => call.body)).toEqual([{ alerts: false }]);

    await userEvent.click(within(second).getByRole('switch'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong'));
    expect(within(second).getByRole('switch')).not.toBeChecked();
    expect(within(first).getByRole('switch')).not.toBeChecked();
  });

  it('deletes a search once confirmed', async () => {
    const api = stubSearches(searches);
    const success = vi.spyOn(toast, 'success').mockReturnValue('toast');
    renderPage();
    const [first] = (await screen.findAllByTestId('saved-search')) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: /^Delete: Search: “s22”/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.of('DELETE', '/api/saved-searches/s1')).toHaveLength(0);

    await userEvent.click(within(first).getByRole('button', { name: /^Delete: Search: “s22”/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
    expect(api.of('DELETE', '/api/saved-searches/s1')).toHaveLength(1);
    expect(success).toHaveBeenCalledWith('Saved search deleted');
  });

  it('says how to save a search when there is none', async () => {
    stubSearches([]);
    renderPage();
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to All Products' })).toHaveAttribute('href', '/products');
  });
});
