import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { HeroCarousel } from './hero-carousel.tsx';

const roles = (isAdmin: boolean, isSeller: boolean) =>
  stubFetch({
    [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin } },
    [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller } },
  });

const startSelling = () => screen.getByRole('link', { name: 'Start selling' });

afterEach(() => vi.unstubAllGlobals());

describe("the hero's 'Start selling'", () => {
  it('sends a visitor to sign up', () => {
    renderWithProviders(<HeroCarousel />);
    expect(startSelling()).toHaveAttribute('href', '/signUp');
  });

  it('takes a signed-in seller to Add Product', () => {
    roles(false, true);
    renderWithProviders(<HeroCarousel />, { auth: authState({ user: testUser }) });
    expect(startSelling()).toHaveAttribute('href', '/dashboard/addProducts');
  });

  it("takes an admin to the admin's Add Product", async () => {
    roles(true, false);
    renderWithProviders(<HeroCarousel />, { auth: authState({ user: testUser }) });
    await vi.waitFor(() => expect(startSelling()).toHaveAttribute('href', '/dashboard/addProduct'));
  });
});
