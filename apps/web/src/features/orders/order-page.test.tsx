import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import OrderPage from './order-page.tsx';
import { makeOrder } from '../../testing/factories.ts';

const ID = '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d';

const order = (overrides: Partial<Order> = {}): Order =>
  makeOrder({
    _id: ID,
    state: 'paid',
    paidAt: '2026-11-20T11:00:00.000Z',
    dueAt: '2026-11-25T11:00:00.000Z',
    viewerSides: ['buyer'],
    completedAt: null,
    reviewUntil: null,
    canReview: false,
    reviews: [],
    timeline: [
      { action: 'book', from: null, to: 'booked', actor: 'buyer', note: null, at: '2026-11-20T10:00:00.000Z' },
      { action: 'pay', from: 'accepted', to: 'paid', actor: 'buyer', note: null, at: '2026-11-20T11:00:00.000Z' },
    ],
    ...overrides,
  });

const renderOrder = (answer: Order | { status: number; body: unknown }) => {
  const fetchMock = stubFetch({ [`/api/orders/${ID}`]: 'status' in answer ? answer : { body: answer } });
  renderWithProviders(<OrderPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/orders/:id',
    initialEntry: `/dashboard/orders/${ID}`,
  });
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

/** The requests that change something (not GETs): the page reads more than the order (its conversation, issue 39). */
const writesOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

describe('the order page', () => {
  it("shows the buyer's hand-over code with what to do with it, the state and the timeline", async () => {
    renderOrder(order({ handoverCode: '482913', actions: ['cancel'] }));
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByText(/Show this code to the seller when you meet/)).toBeInTheDocument();
    expect(screen.getAllByText('Paid, money held').length).toBeGreaterThan(0);
    const timeline = screen.getByRole('region', { name: 'What happened' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(within(timeline).getByText('Accepted by the seller → Paid, money held')).toBeInTheDocument();
  });

  it("shows both sides the seller's NEIR confirmation on the hand-over's line of the timeline", async () => {
    const handedOver = { action: 'enter_code', from: 'paid', to: 'handed_over', actor: 'seller', note: null, at: '2026-11-21T10:00:00.000Z' } as const;
    renderOrder(order({ state: 'handed_over', timeline: [...order().timeline!, { ...handedOver, neirDeregistered: true }] }));
    const timeline = await screen.findByRole('region', { name: 'What happened' });
    const lines = within(timeline).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[2]!).getByTestId('neir-confirmed')).toHaveTextContent('The seller confirmed the phone was de-registered from NEIR.');
    expect(within(timeline).getAllByTestId('neir-confirmed')).toHaveLength(1);
  });

  it('offers only the buttons in `actions`', async () => {
    renderOrder(
      order({
        state: 'handed_over',
        handedOverAt: '2026-11-21T10:00:00.000Z',
        dueAt: '2026-11-24T10:00:00.000Z',
        actions: ['complete', 'dispute'],
      }),
    );
    expect(await screen.findByRole('button', { name: 'I received the phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
    expect(screen.getAllByText(/You can report a problem until/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('shows the paying buyer the full IMEI and how to check it with KYD; nobody else gets it', async () => {
    renderOrder(order({ handoverCode: '482913', imei: '490154203237518', imei2: '356938035643809', actions: ['cancel'] }));
    const section = await screen.findByRole('region', { name: "This phone's IMEI" });
    expect(within(section).getByTestId('order-imei')).toHaveTextContent('490154203237518');
    expect(section).toHaveTextContent('Second IMEI: 356938035643809');
    expect(section).toHaveTextContent('Send an SMS “KYD 490154203237518” to 16002');
  });

  it("shows the seller the buyer's phone number and no code", async () => {
    renderOrder(order({ viewerSides: ['seller'], actions: ['cancel'] }));
    expect(await screen.findByText(/01711223344/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your hand-over code' })).not.toBeInTheDocument();
  });

  it("lets the seller enter the buyer's 6-digit code, refusing anything else before sending", async () => {
    const fetchMock = renderOrder(order({ viewerSides: ['seller'], actions: ['cancel', 'enter_code', 'mark_sent'] }));
    // The hand-over waits for the seller's word that the phone left their NEIR registration.
    expect(await screen.findByRole('button', { name: 'Enter hand-over code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sent by courier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /de-registered this phone from NEIR/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter hand-over code' }));
    const dialog = screen.getByRole('dialog', { name: /^Hand over / });
    await userEvent.type(within(dialog).getByLabelText('Hand-over code'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    expect(within(dialog).getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(writesOf(fetchMock)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Hand-over code'), '3456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hand-over' }));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [, init] = calls.find(([input]) => String(input).endsWith('/handover-code'))!;
    // The ticked box goes with the code: the server refuses a hand-over without it (decision 0045).
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456', neirDeregistered: true });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    // The seller's cancel is theirs (a refund once paid), offered once.
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it("lets the seller answer the buyer's reported problem, refusing an empty answer before sending", async () => {
    const fetchMock = renderOrder(order({ state: 'disputed', viewerSides: ['seller'], actions: ['answer_dispute'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Answer the problem' }));
    const dialog = screen.getByRole('dialog', { name: "Answer the buyer's report" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByLabelText('Your answer')).toHaveAccessibleDescription('Required');
    expect(writesOf(fetchMock)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Your answer'), 'It worked with my SIM at the meet-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [, init] = calls.find(([input]) => String(input).endsWith(`/api/orders/${ID}/dispute/answer`))!;
    expect(JSON.parse(String(init.body))).toEqual({ text: 'It worked with my SIM at the meet-up' });
  });

  it('asks for stars before sending a rating, and sends the rating once chosen', async () => {
    const fetchMock = renderOrder(
      order({
        state: 'completed',
        completedAt: '2026-11-22T10:00:00.000Z',
        reviewUntil: '2026-12-06T10:00:00.000Z',
        canReview: true,
      }),
    );
    const form = await screen.findByRole('region', { name: 'Rate the seller' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
    expect(writesOf(fetchMock)).toEqual([]);
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByLabelText('A few words (optional)'), 'Fair deal');
    await userEvent.click(within(form).getByRole('button', { name: 'Send rating' }));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls.find(([input]) => String(input).endsWith('/review'))!;
    expect(String(url)).toContain(`/api/orders/${ID}/review`);
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, text: 'Fair deal' });
  });

  it("says plainly when the order is someone else's", async () => {
    renderOrder({ status: 403, body: { code: 'FORBIDDEN', message: 'This order is not yours' } });
    expect(await screen.findByText('This order is not yours.')).toBeInTheDocument();
  });

  it('lets the buyer cancel an unpaid order with an optional reason', async () => {
    const fetchMock = renderOrder(order({ state: 'accepted', viewerSides: ['buyer'], actions: ['cancel', 'pay'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText('The booking is cancelled and cannot be taken back.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Found one nearer home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [, init] = calls.find(([input]) => String(input).endsWith('/cancel'))!;
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Found one nearer home' });
  });
});
