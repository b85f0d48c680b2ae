import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../../components/ui/test-utils.tsx';
import DisputesPage from './disputes-page.tsx';
import { makeOrder } from '../../../testing/factories.ts';

const disputed: Order = makeOrder({
  _id: 'o1',
  productName: 'Pixel 7 Pro',
  productImage: '/demo/phones/pixel.webp',
  price: 48000,
  state: 'disputed',
  pickUpLocation: 'Mirpur 10',
  sellerLocation: 'Dhanmondi',
  sellerId: 's1',
  sellerName: 'Karim Traders',
  delivery: 'meetup',
  createdAt: '2026-03-09T04:00:00.000Z',
  paidAt: '2026-03-09T05:00:00.000Z',
  handedOverAt: '2026-03-09T08:00:00.000Z',
  dueAt: null,
  actions: ['resolve_refund', 'resolve_release'],
  timeline: [
    { action: 'book', from: null, to: 'booked', actor: 'buyer', note: null, at: '2026-03-09T04:00:00.000Z' },
    { action: 'pay', from: 'booked', to: 'paid', actor: 'buyer', note: null, at: '2026-03-09T05:00:00.000Z' },
    { action: 'enter_code', from: 'paid', to: 'handed_over', actor: 'seller', note: null, at: '2026-03-09T08:00:00.000Z' },
    {
      action: 'dispute',
      from: 'handed_over',
      to: 'disputed',
      actor: 'buyer',
      note: 'not_as_described: Scratches on the back',
      at: '2026-03-09T09:00:00.000Z',
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderQueue(resolveAnswer: { status: number; body: unknown }) {
  const fetchMock = stubFetch({ '/api/disputes': { body: [disputed] }, '/api/disputes/o1/resolve': resolveAnswer });
  renderWithProviders(<DisputesPage />, { auth: authState({ user: testUser }), path: '/dashboard/disputes' });
  return fetchMock;
}

describe('the disputes queue', () => {
  it("shows the buyer's reason, text, age and the order's timeline", async () => {
    vi.useFakeTimers({ now: new Date('2026-03-11T10:00:00.000Z'), toFake: ['Date'] });
    renderQueue({ status: 200, body: { ...disputed, state: 'refunded' } });
    expect(await screen.findByRole('heading', { name: 'Pixel 7 Pro' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Not as described')).toBeInTheDocument();
    expect(screen.getByText('Scratches on the back')).toBeInTheDocument();
    expect(screen.getByText('Open for 2 days')).toBeInTheDocument();
    expect(screen.getByText('Handed over with the code')).toBeInTheDocument();
  });

  it('asks for a decision and a note before calling the server', async () => {
    const fetchMock = renderQueue({ status: 200, body: disputed });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(screen.getByText('Choose a decision')).toBeInTheDocument();
    expect(screen.getByText('Write a note saying why')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/resolve'))).toEqual([]);
  });

  it('says in place, in Bangla too, that a dispute was resolved meanwhile (409), naming the state', async () => {
    await i18next.changeLanguage('bn');
    const fetchMock = renderQueue({
      status: 409,
      body: { message: 'This order is completed (completed)', code: 'ORDER_WRONG_STATE' },
    });
    fireEvent.click(await screen.findByLabelText(/^টাকা ফেরত, বিজ্ঞাপন সরিয়ে দিন/));
    fireEvent.change(screen.getByLabelText('নোট'), { target: { value: 'Refund' } });
    fireEvent.click(screen.getByRole('button', { name: 'নিষ্পত্তি করুন' }));
    expect(await screen.findByText('এই অভিযোগের নিষ্পত্তি আগেই হয়েছে: অর্ডারটি এখন “সম্পন্ন”। কিছুই বদলানো হয়নি।')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/resolve')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ outcome: 'refund', note: 'Refund', relist: false });
    await waitFor(() => expect(screen.getByRole('button', { name: 'নিষ্পত্তি করুন' })).toBeDisabled());
  });
});
