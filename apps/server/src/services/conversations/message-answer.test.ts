import { describe, expect, it } from 'vitest';
import { MASK } from './contact-masking.ts';
import { messageAnswer, previewOf, type MessageRow, type ReadingContext } from './message-answer.ts';

const at = new Date('2026-05-02T08:30:00Z');
const row = (overrides: Partial<MessageRow> = {}): MessageRow => ({
  id: 'm1',
  conversationId: 'c1',
  senderId: 'seller',
  kind: 'text',
  body: 'bKash 01712345678 advance first',
  photo: null,
  offerId: null,
  offerStep: null,
  scam: true,
  position: 1,
  createdAt: at,
  ...overrides,
});
const extra = { senderName: 'Seller', offer: null };
const buyerReads = (revealed: boolean): ReadingContext => ({
  reader: { side: 'buyer', readerId: 'buyer' },
  revealed,
  otherReadAt: null,
});

describe('a message as its reader sees it', () => {
  it('hides the other side’s contacts before acceptance and warns the receiver of a scam', () => {
    expect(messageAnswer(row(), extra, buyerReads(false))).toMatchObject({
      mine: false,
      body: `bKash ${MASK} advance first`,
      warnings: ['masked', 'scam'],
    });
    expect(messageAnswer(row(), extra, buyerReads(true))).toMatchObject({
      body: 'bKash 01712345678 advance first',
      warnings: ['scam'],
    });
  });

  it('shows the writer their own words, flagged, and never their own scam warning', () => {
    const own: ReadingContext = { reader: { side: 'seller', readerId: 'seller' }, revealed: false, otherReadAt: null };
    expect(messageAnswer(row(), extra, own)).toMatchObject({
      mine: true,
      body: 'bKash 01712345678 advance first',
      warnings: ['masked'],
    });
  });

  it('shows an admin the evidence as written, with its scam flag', () => {
    const admin: ReadingContext = { reader: { side: 'buyer', readerId: null }, revealed: false, otherReadAt: null };
    expect(messageAnswer(row(), extra, admin)).toMatchObject({
      mine: false,
      body: 'bKash 01712345678 advance first',
      warnings: ['scam'],
    });
  });

  it('marks the writer’s message seen once the other side’s read mark reaches it', () => {
    const own = (otherReadAt: Date | null): ReadingContext => ({
      reader: { side: 'seller', readerId: 'seller' },
      revealed: true,
      otherReadAt,
    });
    expect(messageAnswer(row(), extra, own(null)).seen).toBe(false);
    expect(messageAnswer(row(), extra, own(new Date(at.getTime() - 1))).seen).toBe(false);
    expect(messageAnswer(row(), extra, own(at)).seen).toBe(true);
    expect(
      messageAnswer(row({ senderId: 'buyer' }), extra, { ...own(at), reader: { side: 'seller', readerId: 'seller' } }).seen,
    ).toBe(false);
  });

  it('masks the list’s preview as it masks the message', () => {
    const reader = { side: 'buyer' as const, readerId: 'buyer' };
    expect(previewOf('Call 01712345678', false, { reader, revealed: false })).toBe(`Call ${MASK}`);
    expect(previewOf('Call 01712345678', true, { reader, revealed: false })).toBe('Call 01712345678');
    expect(previewOf(null, false, { reader, revealed: false })).toBeNull();
  });
});
