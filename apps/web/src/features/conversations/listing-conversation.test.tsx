import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeProduct } from '../../testing/factories.ts';
import { ListingConversation } from './components/listing-conversation.tsx';
import { stubConversationApi } from './test-support.tsx';

beforeAll(() => loadPageTexts('conversations', 'product-page'));
afterEach(() => vi.unstubAllGlobals());

const signedIn = authState({ user: testUser });

describe('a listing’s offer and question buttons', () => {
  it('are not shown to the listing’s own seller, who is not asked for a thread either', async () => {
    const api = stubConversationApi({ 'GET /api/products/p1/conversation': { body: { conversationId: null } } });
    const { container } = renderWithProviders(
      <ListingConversation product={makeProduct({ _id: 'p1', email: testUser.email })} />,
      { auth: signedIn },
    );
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(api.calls.filter((call) => call.url.pathname.includes('conversation'))).toEqual([]);
  });

  it('offer nothing new on a sold phone, but still open the thread the buyer has about it', async () => {
    stubConversationApi({ 'GET /api/products/p1/conversation': { body: { conversationId: 'c4' } } });
    renderWithProviders(<ListingConversation product={makeProduct({ _id: 'p1', status: 'sold' })} />, { auth: signedIn });
    expect(await screen.findByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', '/dashboard/messages/c4');
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('show nothing on a sold phone the buyer never asked about', async () => {
    const api = stubConversationApi({ 'GET /api/products/p1/conversation': { body: { conversationId: null } } });
    const { container } = renderWithProviders(<ListingConversation product={makeProduct({ _id: 'p1', status: 'reserved' })} />, {
      auth: signedIn,
    });
    await vi.waitFor(() => expect(api.of('GET', '/api/products/p1/conversation')).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });

  it('wait for the answer before "Ask the seller" may open a thread', async () => {
    stubConversationApi({ 'GET /api/products/p1/conversation': { body: { conversationId: null } } });
    renderWithProviders(<ListingConversation product={makeProduct({ _id: 'p1' })} />, { auth: signedIn });
    expect(screen.getByRole('button', { name: 'Ask the seller' })).toBeDisabled();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Ask the seller' })).toBeEnabled());
  });
});
