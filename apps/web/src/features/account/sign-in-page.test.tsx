import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import SignInPage from './sign-in-page.tsx';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

function renderSignIn(auth = authState(), from?: string) {
  stubFetch({ '/api/config': { body: { googleSignIn: false, payments: { provider: 'simulated', testMode: true } } } });
  return renderWithProviders(<SignInPage />, {
    auth,
    path: '/signIn',
    initialEntry: { pathname: '/signIn', state: from ? { from: { pathname: from, search: '', hash: '' } } : null },
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/category/:id', element: <p>Category page</p> },
    ],
  });
}

describe('sign-in page', () => {
  it('links to /forgot-password, and says so when back from a password reset', async () => {
    stubFetch({ '/api/config': { body: { googleSignIn: false, payments: { provider: 'simulated', testMode: true } } } });
    renderWithProviders(<SignInPage />, { path: '/signIn', initialEntry: '/signIn?reset=done' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent('Your password was changed');
  });

  it('shows the spec messages for an empty form', async () => {
    const auth = authState();
    renderSignIn(auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('asks for a password of at least 6 characters', async () => {
    renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'sadia@example.test');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.passwordMin)).toBeInTheDocument();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it("shows the provider's message in red under the form", async () => {
    const auth = authState({ signIn: vi.fn().mockRejectedValue(new Error('Invalid email or password')) });
    renderSignIn(auth);
    await userEvent.type(screen.getByLabelText('Email'), 'sadia@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const error = await screen.findByText('Invalid email or password');
    expect(error).toHaveClass('text-error');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('toasts and returns to the page the user came from', async () => {
    const auth = authState({ signIn: vi.fn().mockResolvedValue(testUser) });
    renderSignIn(auth, '/category/42');
    await userEvent.type(screen.getByLabelText('Email'), 'sadia@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Category page')).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith('sadia@example.test', 'secret-1');
    expect(toastSuccess).toHaveBeenCalledWith(messages.loginSuccess);
  });

  it("goes to '/' when there is nowhere to return to, and hides Google unless configured", async () => {
    const auth = authState({ signIn: vi.fn().mockResolvedValue(testUser) });
    renderSignIn(auth);
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'sadia@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
  });

  it('sends a user who is already signed in back where they came from, without the form', async () => {
    const auth = authState({ user: testUser });
    renderSignIn(auth, '/category/42');
    expect(await screen.findByText('Category page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
