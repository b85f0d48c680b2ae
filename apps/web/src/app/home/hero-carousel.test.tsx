import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('sends a visitor to sign up, which returns a user found signed in to Add Product', async () => {
    const { router } = renderWithProviders(<HeroCarousel />, { routes: [{ path: '/signUp', element: <p>Sign-up page</p> }] });
    expect(startSelling()).toHaveAttribute('href', '/signUp');
    await userEvent.click(startSelling());
    expect(router.state.location.pathname).toBe('/signUp');
    expect(router.state.location.state).toEqual({ from: '/dashboard/addProducts' });
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
