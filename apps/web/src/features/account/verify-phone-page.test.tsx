import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFormMessages, accountMessages } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../components/ui/test-utils.tsx';
import VerifyPhonePage from './verify-phone-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const session = (user: Record<string, unknown> = {}) => ({
  body: { user: { email: 'sadia@example.test', emailVerified: false, phoneNumber: null, phoneNumberVerified: false, ...user } },
});

type Answers = Parameters<typeof stubFetch>[0];
function renderPage(answers: Answers) {
  const fetchMock = stubFetch({ '/api/auth/get-session': session(), ...answers });
  renderWithProviders(<VerifyPhonePage />, { path: '/dashboard/verify-phone' });
  return fetchMock;
}

async function sendCodeTo(number: string) {
  await userEvent.type(await screen.findByLabelText('Mobile number'), number);
  await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path)) as [string, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
};

describe('verify-phone page', () => {
  it('says the email is not verified yet, and sends its link again', async () => {
    const fetchMock = renderPage({ '/api/auth/send-verification-email': { body: { status: true } } });
    expect(
      await screen.findByText('sadia@example.test is not verified yet. Follow the link we emailed when you signed up.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to sadia@example.test.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/send-verification-email')).toEqual({ email: 'sadia@example.test' });
  });

  it('refuses a number that is not a Bangladeshi mobile before sending anything', async () => {
    const fetchMock = renderPage({});
    await sendCodeTo('12345');
    expect(await screen.findByText(accountFormMessages.invalidPhone)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/phone-number/send-otp')).toBeUndefined();
  });

  it('sends a code, then verifies the number with it', async () => {
    const fetchMock = renderPage({
      '/api/auth/phone-number/send-otp': { body: { message: 'code sent' } },
      '/api/auth/phone-number/verify': { body: { status: true } },
    });
    await sendCodeTo('01712-345678');
    expect(await screen.findByText('We sent a 6-digit code to 01712-345678. It works for 5 minutes.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/phone-number/send-otp')).toEqual({ phoneNumber: '01712-345678' });
    await userEvent.type(screen.getByLabelText('6-digit code'), '১২৩৪৫৬');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() =>
      expect(bodyOf(fetchMock, '/api/auth/phone-number/verify')).toEqual({ phoneNumber: '01712-345678', code: '123456' }),
    );
  });

  it('says a wrong code, a locked code and the hour’s cap apart', async () => {
    renderPage({
      '/api/auth/phone-number/send-otp': { body: { message: 'code sent' } },
      '/api/auth/phone-number/verify': { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } },
    });
    await sendCodeTo('01712345678');
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check the SMS and try again.')).toBeInTheDocument();

    stubFetch({
      '/api/auth/get-session': session(),
      '/api/auth/phone-number/verify': { status: 403, body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' } },
      '/api/auth/phone-number/send-otp': {
        status: 429,
        body: { code: 'PHONE_CODE_LIMIT', message: accountMessages.phoneCodeLimit },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Three wrong codes: this code is locked. Ask for a new one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(accountMessages.phoneCodeLimit)).toBeInTheDocument();
  });

  it('shows a verified phone', async () => {
    renderPage({
      '/api/auth/get-session': session({ emailVerified: true, phoneNumber: '+8801712345678', phoneNumberVerified: true }),
    });
    expect(await screen.findByText('+8801712345678 is verified.')).toBeInTheDocument();
    expect(screen.getByText('sadia@example.test is verified.')).toBeInTheDocument();
  });
});
