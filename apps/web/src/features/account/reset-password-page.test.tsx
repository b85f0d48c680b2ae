import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFormMessages } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../components/ui/test-utils.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const EXPIRED = 'This link has expired or was used already. Ask for a new one.';

afterEach(() => vi.unstubAllGlobals());

function renderReset(search: string) {
  return renderWithProviders(<ResetPasswordPage />, {
    path: '/reset-password',
    initialEntry: `/reset-password${search}`,
    routes: [
      { path: '/signIn', element: <p>Sign-in page</p> },
      { path: '/forgot-password', element: <p>Forgot page</p> },
    ],
  });
}

async function fillPasswords(password: string, again: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('reset-password page', () => {
  it('asks for the same new password twice', async () => {
    const fetchMock = stubFetch({});
    renderReset('?token=abc');
    await fillPasswords('new-secret-1', 'new-secret-2');
    expect(await screen.findByText(accountFormMessages.passwordsDiffer)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then goes to sign-in", async () => {
    const fetchMock = stubFetch({ '/api/auth/reset-password': { body: { status: true } } });
    const { router } = renderReset('?token=abc123');
    await fillPasswords('new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?reset=done');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123', newPassword: 'new-secret-1' });
  });

  it('says a link that came back with an error has expired, with a way to ask again', async () => {
    renderReset('?error=INVALID_TOKEN');
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot page')).toBeInTheDocument();
  });

  it('says so when the token was used meanwhile', async () => {
    stubFetch({ '/api/auth/reset-password': { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } } });
    renderReset('?token=used');
    await fillPasswords('new-secret-1', 'new-secret-1');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  });
});
