import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, stubFetch } from '../../components/ui/test-utils.tsx';
import { makeProduct } from '../../testing/factories.ts';
import { BestOffers } from './best-offers.tsx';

const offer = (n: number) => makeProduct({ _id: `offer-${n}`, productName: `Offer phone ${n}`, ads: 'Advertised' });

afterEach(() => vi.unstubAllGlobals());

describe('Best Offers', () => {
  it('shows every advertised phone: the first eight, then the rest on request', async () => {
    stubFetch({
      '/api/allProducts?ads=true&limit=8&page=2': { body: [offer(9)], headers: { 'x-total-count': '9' } },
      '/api/allProducts?ads=true&limit=8': {
        body: Array.from({ length: 8 }, (_, index) => offer(index + 1)),
        headers: { 'x-total-count': '9' },
      },
    });
    renderWithProviders(<BestOffers />, { auth: authState() });
    expect(await screen.findByText('Offer phone 8')).toBeInTheDocument();
    expect(screen.getByText('Showing 8 of 9 offers')).toBeInTheDocument();
    expect(screen.queryByText('Offer phone 9')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more offers' }));
    expect(await screen.findByText('Offer phone 9')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();
  });

  it("'See all offers' opens /products on the advertised filter", async () => {
    stubFetch({ '/api/allProducts': { body: [offer(1)], headers: { 'x-total-count': '1' } } });
    renderWithProviders(<BestOffers />);
    expect(screen.getByRole('link', { name: 'See all offers' })).toHaveAttribute('href', '/products?ads=true');
    expect(await screen.findByText('Offer phone 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more offers' })).not.toBeInTheDocument();
  });
});
