import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../components/ui/test-utils.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const SENT = 'If an account uses this email, we have sent a link to reset its password.';

afterEach(() => vi.unstubAllGlobals());

describe('forgot-password page', () => {
  it('asks for an email first', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks Better Auth for the link, coming back to /reset-password, and says the same whatever the email', async () => {
    const fetchMock = stubFetch({
      '/api/auth/request-password-reset': {
        body: { status: true, message: 'If this email exists in our system, check your email for the reset link' },
      },
    });
    renderWithProviders(<ForgotPasswordPage />, {
      path: '/forgot-password',
      routes: [{ path: '/signIn', element: <p>Sign-in page</p> }],
    });
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'nobody@example.test', redirectTo: '/reset-password' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signIn');
  });
});
