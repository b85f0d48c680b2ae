import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeProduct } from '../../testing/factories.ts';
import ProductPage from './product-page.tsx';

beforeAll(() => loadPageTexts('conversations'));
afterEach(() => vi.unstubAllGlobals());

const ID = 'p1';

/** A fetch stub by `METHOD /path`; anything else is a 404 (the similar phones, the hearts…). */
function stubApi(replies: Record<string, { status?: number; body: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({ method, path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = replies[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderProductPage(
  product: Product,
  auth = authState({ user: testUser }),
  replies: Record<string, { status?: number; body: unknown }> = {},
) {
  const calls = stubApi({ [`GET /api/products/${ID}`]: { body: product }, ...replies });
  const rendered = renderWithProviders(<ProductPage />, {
    auth,
    path: '/products/:id',
    initialEntry: `/products/${ID}`,
    routes: [
      { path: '/signIn', element: <p>Sign-in page</p> },
      { path: '/dashboard/messages/:id', element: <p>Thread page</p> },
    ],
  });
  return { calls, ...rendered };
}

describe('the product page’s "Ask the seller"', () => {
  it('sends a visitor to sign in, and back to this phone afterwards', async () => {
    const { calls, router } = renderProductPage(makeProduct({ _id: ID }), authState({ user: null }));
    const ask = await screen.findByRole('link', { name: 'Ask the seller' });
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    await userEvent.click(ask);
    expect(router.state.location.pathname).toBe('/signIn');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(`/products/${ID}`);
    // A visitor's page asks nothing about conversations.
    expect(calls.filter((call) => call.path.includes('conversation'))).toEqual([]);
  });

  it('opens a dialog for a signed-in buyer, sends the first message and opens the thread', async () => {
    const { calls, router } = renderProductPage(makeProduct({ _id: ID }), undefined, {
      [`GET /api/products/${ID}/conversation`]: { body: { conversationId: null } },
      'POST /api/conversations': { status: 201, body: { conversationId: 'c7' } },
    });
    const ask = await screen.findByRole('button', { name: 'Ask the seller' });
    // Book now is as it was, with the offer beside it.
    expect(screen.getByRole('button', { name: 'buy now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    await vi.waitFor(() => expect(ask).toBeEnabled());
    await userEvent.click(ask);
    const dialog = await screen.findByRole('dialog', { name: 'Ask Rahim Uddin about iPhone 13 128GB Midnight' });
    const text = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(text).toHaveValue('Hello! Is this phone still available?');
    await userEvent.clear(text);
    await userEvent.type(text, 'Is the box included?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages/c7'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { productId: ID, text: 'Is the box included?' },
    ]);
  });

  it('offers "Open conversation" instead when the buyer has a thread about it already', async () => {
    renderProductPage(makeProduct({ _id: ID }), undefined, {
      [`GET /api/products/${ID}/conversation`]: { body: { conversationId: 'c3' } },
    });
    expect(await screen.findByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', '/dashboard/messages/c3');
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });
});
