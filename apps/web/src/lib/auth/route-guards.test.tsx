import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { RequireRole } from './route-guards.tsx';

const roles = (isAdmin: boolean, isSeller: boolean) =>
  stubFetch({
    [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin } },
    [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller } },
  });

function renderGuarded(role: 'admin' | 'Seller', auth = authState({ user: testUser })) {
  return renderWithProviders(
    <RequireRole role={role}>
      <p>Guarded page</p>
    </RequireRole>,
    { auth, path: '/dashboard/guarded', routes: [{ path: '/signIn', element: <p>Sign-in form</p> }] },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireRole', () => {
  it('sends a signed-out visitor to sign in', async () => {
    renderGuarded('admin', authState());
    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
  });

  it('tells a signed-in buyer that an admin page is for administrators, with a way back', async () => {
    roles(false, false);
    renderGuarded('admin');
    expect(await screen.findByRole('heading', { name: 'This page is for administrators' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-in form')).not.toBeInTheDocument();
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myOrders');
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });

  it('tells a signed-in buyer that a seller page needs a seller account', async () => {
    roles(false, false);
    renderGuarded('Seller');
    expect(await screen.findByRole('heading', { name: 'This page is for sellers' })).toBeInTheDocument();
    expect(screen.getByText(/account type Seller/)).toBeInTheDocument();
  });

  it('shows the page to a user with the role', async () => {
    roles(false, true);
    renderGuarded('Seller');
    expect(await screen.findByText('Guarded page')).toBeInTheDocument();
  });
});
