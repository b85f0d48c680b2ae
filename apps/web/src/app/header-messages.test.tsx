import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, stubFetch, testUser } from '../components/ui/test-utils.tsx';
import { HeaderMessages } from './header-messages.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the header’s messages icon', () => {
  it('loads, with the unread count, once someone is signed in', async () => {
    stubFetch({ '/api/conversations/unread-count': { body: { unread: 1 } } });
    renderWithProviders(<HeaderMessages />, { auth: authState({ user: testUser }) });
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute('href', '/dashboard/messages');
  });

  it('asks for nothing, and shows nothing, for a visitor', async () => {
    const fetchMock = stubFetch({ '/api/conversations/unread-count': { body: { unread: 1 } } });
    const { container } = renderWithProviders(<HeaderMessages />, { auth: authState({ user: null }) });
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
