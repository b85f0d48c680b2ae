import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@phonehaat/contract';
import { fieldsBeforeIssue26, renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { ListingActions } from './listing-actions.tsx';
import { makeProduct } from '../../../testing/factories.ts';

// A listing as My Products answers it: one made before issue 26's fields.
const listing = (overrides: Partial<Product> = {}): Product =>
  makeProduct({
    _id: 'p1',
    productName: 'Pixel 7 128GB',
    image: '/uploads/pixel-640.webp',
    purchase: 60_000,
    selling: 38_000,
    location: 'Sylhet',
    details: 'Like new',
    postDate: '2026-03-01',
    usingYears: 1,
    seller: 'Sadia Islam',
    sellerId: 'u1',
    brand: 'b1',
    brandName: 'Google',
    sellerVerified: true,
    sellerPhoneVerified: false,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...fieldsBeforeIssue26,
    ...overrides,
  });

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('a listing’s actions on My Products', () => {
  it('offers edit and mark sold while it is on sale', () => {
    renderWithProviders(<ListingActions product={listing()} />);
    expect(buttons()).toEqual(['Edit', 'Mark sold']);
  });

  it('offers relist only for a listing its seller marked sold', () => {
    renderWithProviders(<ListingActions product={listing({ status: 'sold', soldOutside: true })} />);
    expect(buttons()).toEqual(['Relist']);
  });

  it('offers nothing for a phone sold through PhoneHaat, and points a reserved one to the bookings', () => {
    const { unmount } = renderWithProviders(<ListingActions product={listing({ status: 'sold', soldOutside: false })} />);
    expect(buttons()).toEqual([]);
    unmount();
    renderWithProviders(<ListingActions product={listing({ status: 'reserved' })} />);
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('link', { name: /A buyer has paid/ })).toHaveAttribute('href', '/dashboard/bookings');
  });

  it('says a phone reserved by a cash order waits for the cash at the meet-up, not that a buyer paid', () => {
    renderWithProviders(<ListingActions product={listing({ status: 'reserved', reservedForCash: true })} />);
    expect(screen.getByRole('link', { name: /will pay cash at the meet-up/ })).toHaveAttribute('href', '/dashboard/bookings');
    expect(screen.queryByText(/A buyer has paid/)).toBeNull();
  });

  it('marks sold only after the seller confirms', async () => {
    const fetchMock = stubFetch({ '/api/products/p1/sold': { body: listing({ status: 'sold', soldOutside: true }) } });
    renderWithProviders(<ListingActions product={listing()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Pixel 7 128GB sold' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Mark sold' }));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/products/p1/sold']);
  });
});
