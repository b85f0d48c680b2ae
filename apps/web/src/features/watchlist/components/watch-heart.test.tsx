import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { WatchHeart } from './watch-heart.tsx';

beforeAll(() => loadPageTexts('watchlist'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The watched ids on the server, which each PUT changes (or refuses to) as the real one would. */
function stubWatchlist(watched: string[], put: 'ok' | 'fail' | 'hold' = 'ok') {
  let ids = [...watched];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = stubApi({
    'GET /api/watchlist/ids': () => ({ body: { productIds: ids } }),
    'PUT /api/watchlist/p1': async ({ body }) => {
      if (put === 'hold') await held;
      if (put === 'fail') return { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
      const { watched: on } = body as { watched: boolean };
      ids = on ? [...ids, 'p1'] : ids.filter((id) => id !== 'p1');
      return { body: { watched: on } };
    },
  });
  return { api, release: () => release() };
}

/** The toggle's code loads once someone is signed in: its first load in a busy run may take a while. */
const LAZY_LOAD = { timeout: 5000 };

const signedIn = { auth: authState({ user: testUser }), path: '/products' };

describe('the watchlist heart', () => {
  it('sends a visitor to sign in and back to this page, asking the server nothing', async () => {
    const { api } = stubWatchlist([]);
    const { router } = renderWithProviders(<WatchHeart productId="p1" />, {
      path: '/products',
      initialEntry: '/products?brand=Apple',
      routes: [{ path: '/signIn', element: <p>Sign in</p> }],
    });
    const heart = screen.getByRole('link', { name: 'Add to watchlist' });
    expect(heart).toHaveAttribute('href', '/signIn');
    await userEvent.click(heart);
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signIn');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/products', search: '?brand=Apple' } });
    expect(api.calls).toEqual([]);
  });

  it('shows a watched phone pressed, and takes it off at once when pressed again', async () => {
    const { api, release } = stubWatchlist(['p1'], 'hold');
    const info = vi.spyOn(toast, 'info').mockReturnValue('toast');
    renderWithProviders(<WatchHeart productId="p1" />, signedIn);
    const heart = await screen.findByRole('button', { name: 'Remove from watchlist', pressed: true }, LAZY_LOAD);
    await userEvent.click(heart);
    // Before the server has answered: the change shows at once.
    expect(screen.getByRole('button', { name: 'Add to watchlist', pressed: false })).toBeInTheDocument();
    expect(api.of('PUT', '/api/watchlist/p1').map((call) => call.body)).toEqual([{ watched: false }]);
    release();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Removed from your watchlist'));
    expect(screen.getByRole('button', { name: 'Add to watchlist', pressed: false })).toBeInTheDocument();
  });

  it('adds a phone with a toast saying what the watchlist does', async () => {
    stubWatchlist([]);
    const success = vi.spyOn(toast, 'success').mockReturnValue('toast');
    renderWithProviders(<WatchHeart productId="p1" variant="labelled" />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to watchlist', pressed: false }, LAZY_LOAD));
    expect(screen.getByRole('button', { name: 'Remove from watchlist', pressed: true })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Added to your watchlist. We'll tell you if the price drops or it sells."),
    );
  });

  it('puts the heart back and says so when the server refuses', async () => {
    const { api } = stubWatchlist([], 'fail');
    const error = vi.spyOn(toast, 'error').mockReturnValue('toast');
    renderWithProviders(<WatchHeart productId="p1" />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to watchlist', pressed: false }, LAZY_LOAD));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Your watchlist did not change: Something went wrong'));
    expect(screen.getByRole('button', { name: 'Add to watchlist', pressed: false })).toBeInTheDocument();
    expect(api.of('PUT', '/api/watchlist/p1')).toHaveLength(1);
  });

  it('is named in Bangla on a Bangla page', async () => {
    stubWatchlist(['p1']);
    await i18next.changeLanguage('bn');
    const { unmount } = renderWithProviders(<WatchHeart productId="p1" />);
    expect(screen.getByRole('link', { name: 'পছন্দের তালিকায় রাখুন' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<WatchHeart productId="p1" />, signedIn);
    expect(await screen.findByRole('button', { name: 'পছন্দের তালিকা থেকে সরান', pressed: true }, LAZY_LOAD)).toBeInTheDocument();
  });
});
