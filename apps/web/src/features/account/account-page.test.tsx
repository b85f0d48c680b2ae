import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, accountFormMessages, messages, ownAccountMessages, type RatingsAsBuyer } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import AccountPage from './account-page.tsx';

beforeAll(() => loadPageTexts('account'));
afterEach(() => vi.unstubAllGlobals());

const session = (user: Record<string, unknown> = {}) => ({
  body: {
    user: { email: testUser.email, emailVerified: true, phoneNumber: null, phoneNumberVerified: false, ...user },
  },
});
const noRatings: RatingsAsBuyer = { averageRating: null, ratingCount: 0, ratings: [] };

type Answers = Parameters<typeof stubFetch>[0];
function renderPage(answers: Answers = {}, { path = '/dashboard/account' } = {}) {
  const fetchMock = stubFetch({
    '/api/auth/get-session': session(),
    [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin: false } },
    [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: false } },
    '/api/users/me/ratings': { body: noRatings },
    '/api/users/me/deletion': {
      body: { deletable: true, blockers: { ordersAsBuyer: 0, ordersAsSeller: 0, held: 0, available: 0, requested: 0 } },
    },
    ...answers,
  });
  const auth = authState({ user: testUser, refreshUser: vi.fn(async () => undefined) });
  renderWithProviders(<AccountPage />, { auth, path: '/dashboard/account', initialEntry: path });
  return { fetchMock, auth };
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path)) as [string, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the account page: name and photo', () => {
  it('saves a new name through update-user and shows it in the drawer', async () => {
    const { fetchMock, auth } = renderPage({ '/api/auth/update-user': { body: { status: true } } });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Sadia Islam');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sadia Rahman');
    await userEvent.click(within(section('Name and photo')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name and photo are saved.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/update-user')).toEqual({ name: 'Sadia Rahman' });
    expect(auth.refreshUser).toHaveBeenCalled();
  });

  it('sends a photo address to be stored, and says when it could not be fetched', async () => {
    const { fetchMock } = renderPage({
      '/api/auth/update-user': { body: { status: true } },
      '/api/users/me/photo': { body: { photoURL: null } },
    });
    await userEvent.type(await screen.findByLabelText('New photo URL'), 'https://photos.example/me.jpg');
    await userEvent.click(within(section('Name and photo')).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your name is saved, but we could not get a photo from that address. Try another one.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/update-user')).toEqual({ name: 'Sadia Islam', image: 'https://photos.example/me.jpg' });
  });

  it('refuses an empty name and a photo address that is no URL, with the sign-up form’s messages', async () => {
    const { fetchMock } = renderPage();
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('New photo URL'), 'not a url');
    await userEvent.click(within(section('Name and photo')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidUrl)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/update-user')).toBeUndefined();
  });
});

describe('the account page: email and phone', () => {
  it('shows a verified email and no phone, with the way to verify one', async () => {
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Email and phone' });
    expect(await within(contact).findByText(testUser.email)).toBeInTheDocument();
    expect(within(contact).getByText('Verified')).toBeInTheDocument();
    expect(within(contact).getByText('No mobile number yet')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Verify a number' })).toHaveAttribute('href', '/dashboard/verify-phone');
  });

  it('shows an unverified email with its link again, and a verified phone to change', async () => {
    renderPage({
      '/api/auth/get-session': session({ emailVerified: false, phoneNumber: '+8801712345678', phoneNumberVerified: true }),
      '/api/auth/send-verification-email': { body: { status: true } },
    });
    const contact = await screen.findByRole('region', { name: 'Email and phone' });
    expect(await within(contact).findByText('+8801712345678')).toBeInTheDocument();
    expect(within(contact).getByText('Not verified')).toBeInTheDocument();
    expect(within(contact).getByText('Verified')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Change number' })).toHaveAttribute('href', '/dashboard/verify-phone');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the verification link again' }));
    expect(await within(contact).findByText(`We sent a new link to ${testUser.email}.`)).toBeInTheDocument();
  });

  it('asks a verified address to approve a new one, landing back on the account page', async () => {
    const { fetchMock } = renderPage({ '/api/auth/change-email': { body: { status: true } } });
    const contact = await screen.findByRole('region', { name: 'Email and phone' });
    await userEvent.click(await within(contact).findByRole('button', { name: 'Change email' }));
    await userEvent.type(within(contact).getByLabelText('New email'), testUser.email.toUpperCase());
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the link' }));
    expect(await within(contact).findByText(ownAccountMessages.sameEmail)).toBeInTheDocument();

    await userEvent.clear(within(contact).getByLabelText('New email'));
    await userEvent.type(within(contact).getByLabelText('New email'), 'sadia.new@example.test');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(contact).findByText(
        `We emailed ${testUser.email}: approve the change there. Then a link goes to sadia.new@example.test, and your email changes once it is followed.`,
      ),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/change-email')).toEqual({
      newEmail: 'sadia.new@example.test',
      callbackURL: '/dashboard/account?emailChange=approved',
    });
  });

  it('tells an unverified address it changes at once, unverified', async () => {
    renderPage({
      '/api/auth/get-session': session({ emailVerified: false }),
      '/api/auth/change-email': { body: { status: true } },
    });
    const contact = await screen.findByRole('region', { name: 'Email and phone' });
    await userEvent.click(await within(contact).findByRole('button', { name: 'Change email' }));
    await userEvent.type(within(contact).getByLabelText('New email'), 'sadia.new@example.test');
    await userEvent.click(within(contact).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(contact).findByText(
        'If no other account uses sadia.new@example.test, it is your email now, not verified yet: follow the link we sent to it.',
      ),
    ).toBeInTheDocument();
  });

  it('says the approval link worked, or did not, when it lands here', async () => {
    renderPage({}, { path: '/dashboard/account?emailChange=approved' });
    expect(
      await screen.findByText('Change approved. We sent a link to the new address: your email changes once it is followed.'),
    ).toBeInTheDocument();
  });
});

describe('the account page: password', () => {
  const fill = async (current: string, next: string, again: string) => {
    const password = await screen.findByRole('region', { name: 'Password' });
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['New password again', again],
    ] as const) {
      const input = within(password).getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    return password;
  };

  it('keeps to the sign-up rules before anything is sent', async () => {
    const { fetchMock } = renderPage();
    let password = await fill('old-secret', '12345', '12345');
    expect(await within(password).findByText(messages.passwordMin)).toBeInTheDocument();
    password = await fill('old-secret', 'new-secret-1', 'new-secret-2');
    expect(await within(password).findByText(accountFormMessages.passwordsDiffer)).toBeInTheDocument();
    password = await fill('old-secret', 'old-secret', 'old-secret');
    expect(await within(password).findByText(ownAccountMessages.samePassword)).toBeInTheDocument();
    password = await fill('', 'new-secret-1', 'new-secret-1');
    expect(await within(password).findByText(messages.passwordRequired)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toBeUndefined();
  });

  it('changes the password and carries on with the new session’s token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-token');
    const { fetchMock } = renderPage({ '/api/auth/change-password': { body: { token: 'fresh-token', user: {} } } });
    const password = await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(await within(password).findByText('Password changed. Your other devices are signed out.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/auth/change-password')).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('fresh-token');
    expect(within(password).getByLabelText('Current password')).toHaveValue('');
  });

  it('says a wrong current password in the page’s language', async () => {
    renderPage({ '/api/auth/change-password': { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } } });
    const password = await fill('wrong-one', 'new-secret-1', 'new-secret-1');
    expect(await within(password).findByText('The current password is not right.')).toBeInTheDocument();
    await i18next.changeLanguage('bn');
    const inBangla = screen.getByRole('region', { name: 'পাসওয়ার্ড' });
    await userEvent.click(within(inBangla).getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
    expect(await within(inBangla).findByText('বর্তমান পাসওয়ার্ডটি ঠিক নয়।')).toBeInTheDocument();
  });
});

describe('the account page: ratings as a buyer', () => {
  it('shows the average, then each rating with its seller, phone and date', async () => {
    renderPage({
      '/api/users/me/ratings': {
        body: {
          averageRating: 4.5,
          ratingCount: 2,
          ratings: [
            {
              _id: 'r2',
              orderId: 'o2',
              rating: 5,
              text: null,
              sellerName: 'Rahim Mobile',
              productName: 'Redmi Note 12',
              createdAt: '2026-05-03T10:00:00.000Z',
            },
            {
              _id: 'r1',
              orderId: 'o1',
              rating: 4,
              text: 'Came on time',
              sellerName: 'Karim Traders',
              productName: 'iPhone 12',
              createdAt: '2026-04-20T10:00:00.000Z',
            },
          ],
        } satisfies RatingsAsBuyer,
      },
    });
    const ratings = await screen.findByRole('region', { name: 'My ratings as a buyer' });
    expect(await within(ratings).findByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(within(ratings).getByText('from 2 ratings')).toBeInTheDocument();
    const items = within(ratings).getAllByTestId('rating-as-buyer');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rahim Mobile · Redmi Note 12'),
      expect.stringContaining('Came on time'),
    ]);
    expect(items[1]).toHaveTextContent('20 Apr 2026');
    expect(within(items[0]!).getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
  });

  it('says when no seller has rated the person yet', async () => {
    renderPage();
    expect(await screen.findByText('No seller has rated you yet.')).toBeInTheDocument();
  });
});
