import type { ConversationDetail, ConversationSummary, Message, Offer } from '@phonehaat/contract';

/** Test data: a buyer's pending offer of TK 58,000 on the iPhone 13 (issue 39 §4), overridden per test. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'of1',
    conversationId: 'c1',
    productId: 'p1',
    amount: 58_000,
    madeBy: 'buyer',
    state: 'pending',
    expiresAt: '2026-03-30T10:00:00.000Z',
    createdAt: '2026-03-28T10:00:00.000Z',
    answeredAt: null,
    orderId: null,
    ...overrides,
  };
}

/** Test data: a text message in thread c1, written by the other side (Rafiq Ahmed) unless overridden. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    conversationId: 'c1',
    kind: 'text',
    mine: false,
    senderName: 'Rafiq Ahmed',
    body: 'Is the battery original?',
    photo: null,
    warnings: [],
    offer: null,
    offerStep: null,
    createdAt: '2026-03-28T10:00:00.000Z',
    seen: false,
    ...overrides,
  };
}

/** Test data: a thread as GET /conversations lists it: the reader is the buyer, Rafiq Ahmed sells the iPhone 13. */
export function makeConversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    productId: 'p1',
    productName: 'iPhone 13 128GB Midnight',
    productImage: '/demo/phones/iphone-front-midnight.svg',
    price: 64_000,
    productGone: false,
    role: 'buyer',
    other: { id: 'u2', name: 'Rafiq Ahmed', photo: null },
    lastMessage: 'Is the battery original?',
    lastMessageAt: '2026-03-28T10:00:00.000Z',
    unread: 0,
    blocked: false,
    ...overrides,
  };
}

/** Test data: one thread as GET /conversations/{id} answers it: no messages, no offer, the buyer may write and offer. */
export function makeConversationDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...makeConversationSummary(),
    messages: [],
    otherPhone: null,
    openOffer: null,
    orderId: null,
    canWrite: true,
    canOffer: true,
    ...overrides,
  };
}
