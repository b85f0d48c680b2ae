import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@phonehaat/contract';
import { RouterProvider } from 'react-router';
import { authState, renderWithProviders, stubFetch, testUser } from '../../../components/ui/test-utils.tsx';
import { AuthContext } from '../../../lib/auth/auth-context.ts';
import { ProductCard } from './product-card.tsx';
import { makeProduct } from '../../../testing/factories.ts';

const product = makeProduct({ selling: 12500, purchase: 20000, usingYears: 3, ads: 'Advertised', sellerVerified: true });

describe('product card', () => {
  // Signed in, the card asks for the user's roles: a buyer's, unless a test says otherwise.
  beforeEach(() => {
    stubFetch({
      [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin: false } },
      [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: false } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads in Bangla on a Bangla page: years, prices and date in Bangla digits, the ads label translated', async () => {
    await i18next.changeLanguage('bn');
    renderWithProviders(<ProductCard product={makeProduct({ ...product, usingYears: 1, postDate: '2026-04-15' })} />);
    expect(screen.getByText('১ বছর')).toBeInTheDocument();
    expect(screen.getByText('প্রচারিত')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'যাচাইকৃত বিক্রেতা' })).toBeInTheDocument();
    expect(screen.getByText('৳১২,৫০০')).toBeInTheDocument();
    expect(screen.getByText('১৫ এপ্রিল ২০২৬')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বিস্তারিত দেখুন' })).toBeEnabled();
  });

  it('marks the price good, fair or high against its kind, in both languages, and shows no mark without a guide', async () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct({ priceMark: 'good' })} />);
    expect(await screen.findByText('Good price')).toHaveAttribute('title', expect.stringContaining('median asking price'));
    unmount();
    await i18next.changeLanguage('bn');
    const bangla = renderWithProviders(<ProductCard product={makeProduct({ priceMark: 'high' })} />);
    expect(await screen.findByText('বেশি দাম')).toBeInTheDocument();
    bangla.unmount();
    await i18next.changeLanguage('en');
    renderWithProviders(<ProductCard product={makeProduct({ priceMark: null })} />);
    expect(screen.queryByText(/^(Good|Fair|High) price$/)).not.toBeInTheDocument();
  });

  it('shows the badge, ads label, seller tick, prices, location and post date', () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('3 Years')).toBeInTheDocument();
    expect(screen.getByText('Advertised')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: product.productName })).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('TK 12,500')).toBeInTheDocument();
    expect(screen.getByText('TK 20,000').closest('del')).not.toBeNull();
    expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(screen.getByText('28 Mar 2026')).toBeInTheDocument();
    expect(screen.getByAltText(product.productName)).toBeInTheDocument();
  });

  it('leaves out the ads label and the tick when they do not apply', () => {
    renderWithProviders(<ProductCard product={makeProduct({ ads: undefined, sellerVerified: false })} />);
    expect(screen.queryByText('Advertised')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  });

  it("signed out: one See Details button opening the details with 'Please Login Now'", async () => {
    const { container } = renderWithProviders(<ProductCard product={product} />, { path: '/products' });
    // The modal and its photo exist only once asked for: a grid of closed dialogs would cost every page.
    expect(container.querySelectorAll('dialog, img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Zoom in on ${product.productName}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
    const seeDetails = screen.getByRole('button', { name: 'See Details' });
    expect(seeDetails).toBeEnabled();
    await userEvent.click(seeDetails);
    const dialog = await screen.findByRole('dialog', { name: product.productName });
    expect(within(dialog).getByText(product.details)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: messages.pleaseLogin })).toHaveAttribute('href', '/signIn');
  });

  it('carries the watchlist heart: for a visitor, a link to sign in that comes back here', () => {
    renderWithProviders(<ProductCard product={product} />, { path: '/products' });
    const heart = screen.getByRole('link', { name: 'Add to watchlist' });
    expect(heart).toHaveAttribute('href', '/signIn');
    expect(heart.closest('figure')).not.toBeNull();
  });

  it('signed in: See Details disabled and a buy now button opening the booking form', async () => {
    renderWithProviders(<ProductCard product={product} />, { auth: authState({ user: testUser }) });
    expect(screen.getByRole('button', { name: 'See Details' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'buy now' }));
    const dialog = await screen.findByRole('dialog', { name: `Book ${product.productName}` });
    expect(await within(dialog).findByLabelText('Pick-up Location')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your Email')).toHaveValue(testUser.email);
  });

  it('while auth is loading, offers neither variant', () => {
    renderWithProviders(<ProductCard product={product} />, { auth: authState({ loading: true }) });
    expect(screen.getByRole('button', { name: 'See Details' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
  });

  it('puts a new button in place of the waiting one once auth has reported, so its grey never fades into the live one', () => {
    // daisyUI's buttons ease their colours: a reused element would show the disabled grey, no longer disabled,
    // for a fifth of a second (which axe read as 2:1 contrast on the home page).
    const { router, queryClient, rerender } = renderWithProviders(<ProductCard product={product} />, {
      auth: authState({ loading: true }),
    });
    const waiting = screen.getByRole('button', { name: 'See Details' });
    expect(waiting).toBeDisabled();
    rerender(
      <QueryClientProvider client={queryClient}>
        <AuthContext value={authState({ user: null, loading: false })}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>,
    );
    const live = screen.getByRole('button', { name: 'See Details' });
    expect(live).toBeEnabled();
    expect(live).not.toBe(waiting);
  });

  it('a photo that does not load gives way to a drawn phone named like it, inside the photo box', () => {
    const { container } = renderWithProviders(<ProductCard product={product} />);
    fireEvent.error(screen.getByAltText(product.productName));
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: product.productName });
    expect(placeholder.closest('figure')).not.toBeNull();
    expect(screen.getByText('3 Years')).toBeInTheDocument();
  });

  it('lets a long name without spaces wrap, clamped to two lines', () => {
    const name = 'SamsungGalaxyS24UltraTitaniumBlack1TBWithEveryAccessoryIncluded';
    renderWithProviders(<ProductCard product={makeProduct({ productName: name })} />);
    expect(screen.getByRole('heading', { name })).toHaveClass('line-clamp-2', '[overflow-wrap:anywhere]');
  });

  it("a sold phone says 'Sold', offers no booking and drops its ads label", () => {
    renderWithProviders(<ProductCard product={makeProduct({ status: 'sold', ads: 'Advertised' })} />, {
      auth: authState({ user: testUser }),
    });
    expect(screen.getAllByText('Sold')).toHaveLength(2);
    expect(screen.queryByText('Advertised')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See Details' })).not.toBeInTheDocument();
  });

  describe("the seller's own listing", () => {
    const asSeller = (mine: string[]) =>
      stubFetch({
        [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin: false } },
        [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: true } },
        '/api/myProducts': { body: mine.map((_id) => makeProduct({ _id })) },
      });

    it("says 'Your listing' with a link to manage it instead of buy now", async () => {
      asSeller([product._id]);
      renderWithProviders(<ProductCard product={product} />, { auth: authState({ user: testUser }) });
      expect(await screen.findByText('Your listing')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Manage listing' })).toHaveAttribute('href', '/dashboard/myProducts');
      expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
      // Nobody watches their own listing.
      expect(screen.queryByRole('button', { name: 'Add to watchlist' })).not.toBeInTheDocument();
    });

    it("still offers buy now on another seller's listing", async () => {
      const fetchMock = asSeller(['someone-elses-id']);
      renderWithProviders(<ProductCard product={product} />, { auth: authState({ user: testUser }) });
      await vi.waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/myProducts'), expect.anything()),
      );
      expect(screen.getByRole('button', { name: 'buy now' })).toBeInTheDocument();
      expect(screen.queryByText('Your listing')).not.toBeInTheDocument();
    });

    it('recognises an answer that names the owner by email without asking for the listings', () => {
      renderWithProviders(<ProductCard product={makeProduct({ email: testUser.email.toUpperCase() })} />, {
        auth: authState({ user: testUser }),
      });
      expect(screen.getByText('Your listing')).toBeInTheDocument();
    });
  });
});
