import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { makeProduct } from '../../../testing/factories.ts';
import { SellerCard } from './seller-card.tsx';

describe("the product page's seller card", () => {
  it('shows the name, verified tick, rating, completed sales, member since and the link to their page', () => {
    renderWithProviders(
      <SellerCard
        product={makeProduct({
          sellerVerified: true,
          sellerRating: { average: 4.5, count: 12 },
          sellerCard: { completedSales: 7, memberSince: '2025-01-15T08:00:00.000Z' },
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'About the seller' });
    expect(card).toHaveTextContent('Rahim Uddin');
    expect(screen.getAllByRole('img', { name: 'Verified seller' }).length).toBe(1);
    expect(card).toHaveTextContent('Verified seller');
    expect(screen.getByText('Rated 4.5 out of 5 by 12 buyers')).toBeInTheDocument();
    expect(screen.getByTestId('seller-card-sales')).toHaveTextContent('7 completed sales');
    expect(card).toHaveTextContent('Member since 15 Jan 2025');
    expect(screen.getByRole('link', { name: "See the seller's page and reviews" })).toHaveAttribute('href', '/sellers/seller-rahim');
  });

  it('says plainly when the seller is new: not verified, not rated, one sale', () => {
    renderWithProviders(<SellerCard product={makeProduct({ sellerCard: { completedSales: 1, memberSince: '2026-11-01T00:00:00.000Z' } })} />);
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
    expect(screen.getByTestId('seller-card-sales')).toHaveTextContent('1 completed sale');
    expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  });
});
