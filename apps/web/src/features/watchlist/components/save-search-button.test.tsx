import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedSearchMessages } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../lib/i18n/i18n.ts';
import { stubApi } from '../../../testing/stub-api.ts';
import { SaveSearchButton } from './save-search-button.tsx';

beforeAll(() => loadPageTexts('watchlist'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = 'brand=Samsung&maxPrice=30000';
const at = { path: '/products', initialEntry: `/products?${query}` };

/** The signed-in button once its code has loaded (the placeholder before it is disabled). */
const saveButton = () =>
  vi.waitFor(
    () => {
      const button = screen.getByRole('button', { name: 'Save this search' });
      expect(button).toBeEnabled();
      return button;
    },
    // The first load of its code in a busy run may take a while.
    { timeout: 5000 },
  );

describe('Save this search', () => {
  it('sends a visitor to sign in and back to these filters', async () => {
    const api = stubApi({});
    const { router } = renderWithProviders(<SaveSearchButton query={query} />, {
      ...at,
      routes: [{ path: '/signIn', element: <p>Sign in</p> }],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Save this search' }));
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/products', search: `?${query}` } });
    expect(api.calls).toEqual([]);
  });

  it('keeps the search for a signed-in person and says when they will hear of it', async () => {
    const api = stubApi({
      'POST /api/saved-searches': {
        status: 201,
        body: { id: 's1', query, alerts: true, createdAt: '2026-03-28T10:00:00.000Z', lastDigestAt: null },
      },
    });
    const success = vi.spyOn(toast, 'success').mockReturnValue('toast');
    renderWithProviders(<SaveSearchButton query={query} />, { ...at, auth: authState({ user: testUser }) });
    await userEvent.click(await saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Search saved.');
    expect(screen.getByRole('link', { name: 'See saved searches' })).toHaveAttribute('href', '/dashboard/saved-searches');
    expect(success).toHaveBeenCalledWith("Saved. We'll tell you once a day of new matches.");
    expect(api.of('POST', '/api/saved-searches').map((call) => call.body)).toEqual([{ query, alerts: true }]);
  });

  it('says plainly when the search was saved before (409)', async () => {
    stubApi({ 'POST /api/saved-searches': { status: 409, body: { message: savedSearchMessages.duplicate, code: 'CONFLICT' } } });
    const error = vi.spyOn(toast, 'error').mockReturnValue('toast');
    renderWithProviders(<SaveSearchButton query={query} />, { ...at, auth: authState({ user: testUser }) });
    await userEvent.click(await saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('You saved this search already.');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('names the limit when twenty searches are kept', async () => {
    stubApi({ 'POST /api/saved-searches': { status: 409, body: { message: savedSearchMessages.tooMany, code: 'CONFLICT' } } });
    const error = vi.spyOn(toast, 'error').mockReturnValue('toast');
    renderWithProviders(<SaveSearchButton query={query} />, { ...at, auth: authState({ user: testUser }) });
    await userEvent.click(await saveButton());
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('You can keep up to 20 saved searches: delete one first'));
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  });
});
