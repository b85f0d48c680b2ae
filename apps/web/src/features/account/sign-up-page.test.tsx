import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFormMessages, messages } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import SignUpPage from './sign-up-page.tsx';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastInfo = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn(), info: toastInfo, warning: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
  toastInfo.mockReset();
  sessionStorage.clear();
});

function renderSignUp(auth = authState(), googleSignIn = false) {
  stubFetch({ '/api/config': { body: { googleSignIn, payments: { provider: 'simulated', testMode: true } } } });
  return renderWithProviders(<SignUpPage />, { auth, path: '/signUp', routes: [{ path: '/', element: <p>Home page</p> }] });
}

async function fill(fields: Partial<Record<'Name' | 'Photo URL' | 'Email' | 'Password', string>>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value);
}

describe('sign-up page', () => {
  it("shows 'Required' for name, photo URL and email, and the password message", async () => {
    const auth = authState();
    renderSignUp(auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findAllByText(messages.required)).toHaveLength(3);
    expect(screen.getByText(messages.passwordRequired)).toBeInTheDocument();
    for (const label of ['Name', 'Photo URL', 'Email']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('requires the photo URL to be a URL and the password to be 6 characters', async () => {
    renderSignUp();
    await fill({ Name: 'Sadia', 'Photo URL': 'not a url', Email: 'sadia@example.test', Password: 'abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.invalidUrl)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordMin)).toBeInTheDocument();
  });

  it('offers exactly the User and Seller account types, User first', () => {
    renderSignUp();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['User', 'Seller']);
    expect(radios[0]).toBeChecked();
  });

  it("creates a Seller, toasts 'User Created Successfully' and goes to '/'", async () => {
    const auth = authState({ signUp: vi.fn().mockResolvedValue(testUser) });
    renderSignUp(auth);
    await fill({ Name: 'Sadia Islam', 'Photo URL': 'https://example.test/me.png', Email: 'sadia@example.test', Password: 'secret-1' });
    await userEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledWith({
      name: 'Sadia Islam',
      photoURL: 'https://example.test/me.png',
      email: 'sadia@example.test',
      role: 'Seller',
      password: 'secret-1',
    });
    expect(toastSuccess).toHaveBeenCalledWith(messages.userCreated);
  });

  it('takes an optional mobile number: a code goes to it once the account exists, then home', async () => {
    const auth = authState({ signUp: vi.fn().mockResolvedValue(testUser) });
    const fetchMock = stubFetch({
      '/api/config': { body: { googleSignIn: false, payments: { provider: 'simulated', testMode: true } } },
      '/api/auth/phone-number/send-otp': { body: { message: 'code sent' } },
    });
    renderWithProviders(<SignUpPage />, { auth, path: '/signUp', routes: [{ path: '/', element: <p>Home page</p> }] });
    await fill({ Name: 'Sadia Islam', 'Photo URL': 'https://example.test/me.png', Email: 'sadia@example.test', Password: 'secret-1' });
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(accountFormMessages.invalidPhone)).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Mobile number (optional)'));
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '01712-345678');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // The spec's fields only go to sign-up; the number goes to the code's request afterwards.
    expect(auth.signUp).toHaveBeenCalledWith(expect.not.objectContaining({ phoneNumber: expect.anything() }));
    const codeRequest = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/auth/phone-number/send-otp'));
    const init = (codeRequest as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ phoneNumber: '01712-345678' });
    expect(toastSuccess).toHaveBeenCalledWith(messages.userCreated);
    expect(toastInfo).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('phonehaat:phone-to-verify')).toBe('01712-345678');
  });

  it("shows the provider's message in red and stays on the page", async () => {
    const auth = authState({ signUp: vi.fn().mockRejectedValue(new Error('User already exists. Use another email.')) });
    renderSignUp(auth);
    await fill({ Name: 'Sadia', 'Photo URL': 'https://example.test/me.png', Email: 'sadia@example.test', Password: 'secret-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('User already exists. Use another email.')).toHaveClass('text-error');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('shows the Google button when the server says Google is configured', async () => {
    renderSignUp(authState(), true);
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });

  it("sends a user who is already signed in to '/' when they came from nowhere, without the form", async () => {
    const auth = authState({ user: testUser });
    renderSignUp(auth);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });
});
