import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WatchedListing } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeWatchedListing } from '../../testing/factories.ts';
import { stubApi } from '../../testing/stub-api.ts';
import WatchlistPage from './watchlist-page.tsx';

beforeAll(() => loadPageTexts('watchlist'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(<WatchlistPage />, { auth: authState({ user: testUser }), path: '/dashboard/watchlist' });

const items = [
  makeWatchedListing({
    productId: 'sold1',
    productName: 'Pixel 7 128GB',
    status: 'sold',
    price: 40_000,
    priceWhenWatched: 40_000,
  }),
  makeWatchedListing({ productId: 'p1', productName: 'iPhone 13 128GB Midnight', price: 58_000, priceWhenWatched: 64_000 }),
  makeWatchedListing({
    productId: 'gone1',
    productName: 'Galaxy S22',
    status: 'removed',
    price: 50_000,
    priceWhenWatched: 55_000,
  }),
  makeWatchedListing({ productId: 'p2', productName: 'Redmi Note 12', price: 18_000, priceWhenWatched: 18_000 }),
];

/** The watchlist on the server, which a PUT {watched: false} shortens. */
function stubWatchlist(list: WatchedListing[]) {
  let current = [...list];
  return stubApi({
    'GET /api/watchlist': () => ({ body: { items: current } }),
    'GET /api/watchlist/ids': () => ({ body: { productIds: current.map((item) => item.productId) } }),
    'PUT /api/watchlist/p1': () => {
      current = current.filter((item) => item.productId !== 'p1');
      return { body: { watched: false } };
    },
  });
}

describe('the watchlist page', () => {
  it('shows each phone with its price now, what it was when it dropped, and sold or removed ones greyed at the end', async () => {
    stubWatchlist(items);
    renderPage();
    const entries = await screen.findAllByTestId('watched-item');
    expect(entries.map((entry) => entry.dataset.status)).toEqual(['live', 'live', 'sold', 'removed']);
    const [dropped, same, sold, removed] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(dropped).toHaveTextContent('TK 58,000');
    expect(within(dropped).getByText('was TK 64,000')).toBeInTheDocument();
    expect(within(dropped).getByText('TK 6,000 lower')).toBeInTheDocument();
    expect(within(dropped).getByRole('link', { name: 'iPhone 13 128GB Midnight' })).toHaveAttribute('href', '/products/p1');
    expect(same).not.toHaveTextContent('was');
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(sold).toHaveTextContent('Sold: it can no longer be booked.');
    expect(within(removed).getByText('Removed')).toBeInTheDocument();
    expect(removed).toHaveTextContent('Taken off sale by its seller: it can no longer be booked.');
    // A removed listing has no page to open; nothing gone offers booking.
    expect(within(removed).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /book/i })).not.toBeInTheDocument();
  });

  it('takes a phone off at once and tells the server', async () => {
    const api = stubWatchlist(items);
    const info = vi.spyOn(toast, 'info').mockReturnValue('toast');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove iPhone 13 128GB Midnight from your watchlist' }));
    expect(screen.queryByRole('heading', { name: 'iPhone 13 128GB Midnight' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('watched-item')).toHaveLength(3);
    expect(api.of('PUT', '/api/watchlist/p1').map((call) => call.body)).toEqual([{ watched: false }]);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Removed from your watchlist'));
  });

  it('reads in Bangla: prices in Bangla digits', async () => {
    stubWatchlist(items);
    await i18next.changeLanguage('bn');
    renderPage();
    const [dropped] = await screen.findAllByTestId('watched-item');
    expect(dropped).toHaveTextContent('৳৫৮,০০০');
    expect(dropped).toHaveTextContent('আগে ছিল ৳৬৪,০০০');
    expect(screen.getByRole('heading', { level: 1, name: 'পছন্দের তালিকা' })).toBeInTheDocument();
  });

  it('explains the heart when the list is empty', async () => {
    stubWatchlist([]);
    renderPage();
    expect(await screen.findByText('Nothing on your watchlist yet')).toBeInTheDocument();
    expect(screen.getByText(/Tap the heart on any phone to keep it here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse phones' })).toHaveAttribute('href', '/products');
  });
});
