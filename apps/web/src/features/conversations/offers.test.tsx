import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../components/ui/toasts.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage, makeOffer } from '../../testing/factories.ts';
import { renderThread } from './test-support.tsx';

beforeAll(() => loadPageTexts('conversations'));
afterEach(() => vi.unstubAllGlobals());

const openOffer = () => screen.findByTestId('open-offer');
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the open offer', () => {
  it('lets the seller accept, counter or decline a buyer’s offer; accepting makes the booking', async () => {
    const { api } = renderThread(
      makeConversationDetail({ role: 'seller', other: { id: 'u3', name: 'Sadia Islam', photo: null }, openOffer: makeOffer() }),
      {
        'POST /api/offers/of1/answer': { body: makeOffer({ state: 'accepted', orderId: 'o9' }) },
      },
    );
    const card = await openOffer();
    expect(card).toHaveTextContent('Offer from Sadia Islam: TK 58,000');
    expect(card).toHaveTextContent('Accepting makes the booking at this price.');
    expect(buttonsOf(card)).toEqual(['Accept', 'Counter', 'Decline']);
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/offers/of1/answer').map((call) => call.body)).toEqual([{ action: 'accept' }]),
    );
  });

  it('lets the buyer who made it withdraw it, and nothing else', async () => {
    const { api } = renderThread(makeConversationDetail({ openOffer: makeOffer(), canOffer: false }), {
      'POST /api/offers/of1/answer': { body: makeOffer({ state: 'withdrawn' }) },
    });
    const card = await openOffer();
    expect(card).toHaveTextContent('Your offer: TK 58,000');
    expect(card).toHaveTextContent('Waiting for Rafiq Ahmed to answer.');
    expect(buttonsOf(card)).toEqual(['Withdraw']);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/offers/of1/answer').map((call) => call.body)).toEqual([{ action: 'withdraw' }]),
    );
  });

  it('lets the buyer accept or decline the seller’s counter-offer, which they cannot counter', async () => {
    const { api } = renderThread(
      makeConversationDetail({ openOffer: makeOffer({ id: 'of2', madeBy: 'seller', amount: 61_000 }), canOffer: false }),
      {
        'POST /api/offers/of2/answer': { body: makeOffer({ id: 'of2', state: 'declined' }) },
      },
    );
    const card = await openOffer();
    expect(card).toHaveTextContent('Counter-offer from Rafiq Ahmed: TK 61,000');
    expect(buttonsOf(card)).toEqual(['Accept', 'Decline']);
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/offers/of2/answer').map((call) => call.body)).toEqual([{ action: 'decline' }]),
    );
  });

  it('sends the seller’s counter-offer, refusing a price that is not whole taka', async () => {
    const { api } = renderThread(
      makeConversationDetail({ role: 'seller', other: { id: 'u3', name: 'Sadia Islam', photo: null }, openOffer: makeOffer() }),
      {
        'POST /api/offers/of1/counter': { status: 201, body: makeOffer({ id: 'of2', madeBy: 'seller', amount: 61_000 }) },
      },
    );
    await userEvent.click(within(await openOffer()).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    expect(dialog).toHaveTextContent('Sadia Islam offered TK 58,000.');
    const price = within(dialog).getByRole('textbox', { name: 'Your price' });
    await userEvent.type(price, '60500.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the counter-offer' }));
    expect(await within(dialog).findByText('Enter whole taka')).toBeInTheDocument();
    expect(api.of('POST', '/api/offers/of1/counter')).toHaveLength(0);

    await userEvent.clear(price);
    // Typed on a Bangla keyboard, with the thousands' comma.
    await userEvent.type(price, '৬১,০০০');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the counter-offer' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/offers/of1/counter').map((call) => call.body)).toEqual([{ amount: 61_000 }]),
    );
  });

  it('says in Bangla when the offer was answered meanwhile', async () => {
    await i18next.changeLanguage('bn');
    renderThread(makeConversationDetail({ role: 'seller', openOffer: makeOffer() }), {
      'POST /api/offers/of1/answer': { status: 409, body: { message: 'This offer expired', code: 'OFFER_NOT_PENDING' } },
    });
    const card = await openOffer();
    expect(card).toHaveTextContent('Rafiq Ahmed-এর অফার: ৳৫৮,০০০');
    // The refusal is a toast (the layout's container), worded by its code.
    render(<Toasts />);
    await userEvent.click(within(card).getByRole('button', { name: 'গ্রহণ করুন' }));
    expect(await screen.findByText('এর মধ্যে অফারটির উত্তর দেওয়া হয়েছে বা মেয়াদ শেষ হয়ে গেছে।')).toBeInTheDocument();
  });
});

describe('the offer history', () => {
  it('shows each step as a small card: the offers made with where they stand, the answers, an accepted one linking to its order', async () => {
    const first = makeOffer({ state: 'countered' });
    const counter = makeOffer({ id: 'of2', madeBy: 'seller', amount: 61_000, state: 'accepted', orderId: 'o9' });
    renderThread(
      makeConversationDetail({
        canOffer: false,
        orderId: 'o9',
        messages: [
          makeMessage({ id: 'm1', kind: 'offer', mine: true, body: null, offer: first, offerStep: 'made' }),
          makeMessage({ id: 'm2', kind: 'offer', body: null, offer: counter, offerStep: 'countered' }),
          makeMessage({ id: 'm3', kind: 'offer', mine: true, body: null, offer: counter, offerStep: 'accepted' }),
        ],
      }),
    );
    const cards = await screen.findAllByTestId('offer-message');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Your offer: TK 58,000Countered4:00 pm',
      'Counter-offer from Rafiq Ahmed: TK 61,000Accepted4:00 pm',
      'You accepted the offer of TK 61,000.4:00 pmSee the order',
    ]);
    expect(within(cards[2]!).getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/dashboard/orders/o9');
    expect(screen.queryAllByTestId('message')).toEqual([]);
  });

  it('names who answered, and an expiry, in Bangla too', async () => {
    await i18next.changeLanguage('bn');
    renderThread(
      makeConversationDetail({
        messages: [
          makeMessage({ id: 'm1', kind: 'offer', body: null, offer: makeOffer({ state: 'declined' }), offerStep: 'declined' }),
          makeMessage({
            id: 'm2',
            kind: 'offer',
            body: null,
            offer: makeOffer({ id: 'of2', state: 'expired' }),
            offerStep: 'expired',
          }),
        ],
      }),
    );
    const cards = await screen.findAllByTestId('offer-message');
    expect(cards[0]).toHaveTextContent('Rafiq Ahmed ৳৫৮,০০০-এর অফার প্রত্যাখ্যান করেছেন।');
    expect(cards[1]).toHaveTextContent('৳৫৮,০০০-এর অফারের মেয়াদ ৪৮ ঘণ্টা পর শেষ হয়েছে।');
  });
});

describe('making an offer from the thread', () => {
  it('checks the price, the meeting place and the phone as the booking form does, then sends them', async () => {
    const { api } = renderThread(makeConversationDetail(), {
      'POST /api/offers': { status: 201, body: makeOffer() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer on iPhone 13 128GB Midnight' });
    expect(await within(dialog).findByText('Listed at TK 64,000')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Enter a price in taka')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your price' }), '58,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pick-up Location' }), 'Dhanmondi 27');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Enter a phone number of 6 to 15 digits')).toBeInTheDocument();
    expect(api.of('POST', '/api/offers')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await vi.waitFor(() =>
      expect(api.of('POST', '/api/offers').map((call) => call.body)).toEqual([
        { productId: 'p1', amount: 58_000, pickUpLocation: 'Dhanmondi 27', phone: '01712345678' },
      ]),
    );
  });

  it('words the price’s message in Bangla', async () => {
    await i18next.changeLanguage('bn');
    renderThread(makeConversationDetail());
    await userEvent.click(await screen.findByRole('button', { name: 'অফার দিন' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'অফার পাঠান' }));
    expect(await within(dialog).findByText('টাকায় দাম লিখুন')).toBeInTheDocument();
  });
});
