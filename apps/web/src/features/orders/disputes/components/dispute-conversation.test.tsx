import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authState, renderWithProviders, testUser } from '../../../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage } from '../../../../testing/factories.ts';
import { stubApi } from '../../../../testing/stub-api.ts';
import { DisputeConversation } from './dispute-conversation.tsx';

beforeAll(() => loadPageTexts('moderation'));
afterEach(() => vi.unstubAllGlobals());

const thread = makeConversationDetail({
  other: { id: 'u2', name: 'Karim Traders', photo: null },
  messages: [
    makeMessage({ id: 'm1', senderName: 'Sadia Islam', body: 'Are there scratches on the back?' }),
    makeMessage({ id: 'm2', senderName: 'Karim Traders', body: 'None at all, like new.' }),
  ],
});

const renderConversation = () =>
  renderWithProviders(<DisputeConversation orderId="o1" />, { auth: authState({ user: testUser }), path: '/dashboard/disputes' });

describe("a dispute's conversation", () => {
  it('asks nothing until opened, then shows the thread through the dispute, read-only and logged', async () => {
    const api = stubApi({
      'GET /api/admin/disputes/o1/conversation': { body: { conversationId: 'c1' } },
      'GET /api/admin/conversations/c1': { body: thread },
    });
    renderConversation();
    const toggle = screen.getByRole('button', { name: 'Conversation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const view = await screen.findByTestId('admin-thread');
    expect(within(view).getByRole('note')).toHaveTextContent('Your reading of this conversation is logged.');
    const messages = await within(view).findAllByTestId('admin-message');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringContaining('Are there scratches on the back?'),
      expect.stringContaining('None at all, like new.'),
    ]);
    expect(view).toHaveTextContent('Between Sadia Islam · Karim Traders');
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.of('GET', '/api/admin/conversations/c1').map((call) => call.url.search)).toEqual(['?via=dispute&ref=o1']);
  });

  it('says so when the buyer and the seller never wrote to each other', async () => {
    const api = stubApi({ 'GET /api/admin/disputes/o1/conversation': { body: { conversationId: null } } });
    renderConversation();
    await userEvent.click(screen.getByRole('button', { name: 'Conversation' }));
    expect(await screen.findByText('The buyer and the seller did not write to each other about this phone.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/admin/disputes/o1/conversation']);
  });
});
