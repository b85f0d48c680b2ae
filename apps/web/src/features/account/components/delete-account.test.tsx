import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountDeletionBlockers } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { confirmsDeletion } from './delete-account-dialog.tsx';
import { DeleteAccount } from './delete-account.tsx';

beforeAll(() => loadPageTexts('account'));
afterEach(() => vi.unstubAllGlobals());

const none: AccountDeletionBlockers = { ordersAsBuyer: 0, ordersAsSeller: 0, held: 0, available: 0, requested: 0 };
const deleted = {
  removed: ['profile', 'phone', 'listings', 'notifications', 'watchlist', 'sign-in'],
  kept: ['orders', 'payments', 'ratings', 'messages'],
};

function renderZone({
  blockers = none,
  isAdmin = false,
  answers = {},
}: { blockers?: AccountDeletionBlockers; isAdmin?: boolean; answers?: Parameters<typeof stubFetch>[0] } = {}) {
  const deletable = Object.values(blockers).every((value) => value === 0);
  const fetchMock = stubFetch({
    '/api/users/me/deletion': { body: { deletable, blockers } },
    '/api/users/me': { body: deleted },
    ...answers,
  });
  const auth = authState({ user: testUser, signOut: vi.fn(async () => undefined) });
  const utils = renderWithProviders(<DeleteAccount isAdmin={isAdmin} roleKnown />, {
    auth,
    path: '/dashboard/account',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
  return { ...utils, fetchMock, auth };
}

const deleteCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
    ([input, init]) => input.endsWith('/api/users/me') && init?.method === 'DELETE',
  );

describe('the danger zone', () => {
  it('says what is removed and what is kept before anything is asked', async () => {
    renderZone();
    const zone = screen.getByRole('region', { name: 'Delete my account' });
    for (const text of [
      'Your name, email and photo',
      'Your mobile number',
      'Your phones that are not sold',
      'Your notifications and their settings',
      'Your password, Google sign-in and every session',
      'Your orders, which the other side of each deal still needs, under the name “Deleted user”',
      'Payments, payouts and their records',
      'The ratings you gave and got',
    ]) {
      expect(within(zone).getByText(text)).toBeInTheDocument();
    }
    expect(await within(zone).findByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('lists what stops the deletion and offers no button to press', async () => {
    renderZone({ blockers: { ...none, ordersAsBuyer: 1, ordersAsSeller: 2, available: 1_250_000 } });
    const note = await screen.findByRole('note');
    expect(within(note).getByText('You cannot delete your account yet:')).toBeInTheDocument();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 open order as a buyer', '2 open orders as a seller', 'TK 12,500 of yours to ask for as a payout']);
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });

  it('tells an admin their account is not deleted from here', () => {
    const { fetchMock } = renderZone({ isAdmin: true });
    expect(screen.getByText('An admin account cannot be deleted from here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the confirmation dialog', () => {
  it('asks with the spec’s words, and deletes only once DELETE is typed; then signs out on the home page', async () => {
    const { fetchMock, auth, router } = renderZone();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveTextContent(`If you delete your account (${testUser.displayName}). It Cannot be undone`);
    expect(within(dialog).getByText('Your name, email and photo')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    const word = within(dialog).getByLabelText('Type DELETE to confirm');
    await userEvent.type(word, 'DELET');
    expect(remove).toBeDisabled();
    await userEvent.type(word, 'E');
    expect(remove).toBeEnabled();
    await userEvent.click(remove);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleteCalls(fetchMock)).toHaveLength(1);
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('cancels without deleting, and starts empty when opened again', async () => {
    const { fetchMock } = renderZone();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('');
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it('closes on a refusal that came meanwhile, the zone now saying why', async () => {
    const { fetchMock, auth } = renderZone({
      answers: {
        '/api/users/me': {
          status: 409,
          body: { code: 'ACCOUNT_NOT_DELETABLE', message: 'Your account cannot be deleted yet: 1 open order as buyer.' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(auth.signOut).not.toHaveBeenCalled();
    // The check is asked again.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/users/me/deletion')).length).toBeGreaterThan(1);
  });

  it('takes the Bangla word on a Bangla page', async () => {
    await i18next.changeLanguage('bn');
    const { fetchMock } = renderZone();
    await userEvent.click(await screen.findByRole('button', { name: 'আমার অ্যাকাউন্ট মুছে ফেলুন' }));
    const dialog = screen.getByRole('alertdialog', { name: 'আপনি কি নিশ্চিত যে মুছে ফেলতে চান' });
    expect(dialog).toHaveTextContent(`আপনার অ্যাকাউন্ট (${testUser.displayName}) মুছে ফেললে আর ফেরত আনা যাবে না`);
    await userEvent.type(within(dialog).getByLabelText('নিশ্চিত করতে মুছুন লিখুন'), 'মুছুন');
    await userEvent.click(within(dialog).getByRole('button', { name: 'মুছে ফেলুন' }));
    await vi.waitFor(() => expect(deleteCalls(fetchMock)).toHaveLength(1));
  });
});

describe('the typed word', () => {
  it('is read without its case or surrounding spaces; DELETE counts in either language', () => {
    expect(confirmsDeletion(' delete ', 'DELETE')).toBe(true);
    expect(confirmsDeletion('DELETE', 'মুছুন')).toBe(true);
    expect(confirmsDeletion('মুছুন', 'মুছুন')).toBe(true);
    expect(confirmsDeletion('মুছুন', 'DELETE')).toBe(false);
    expect(confirmsDeletion('DELETED', 'DELETE')).toBe(false);
    expect(confirmsDeletion('', 'DELETE')).toBe(false);
  });
});
