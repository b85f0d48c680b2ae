import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@phonehaat/contract';
import { disputeAge, disputeDetails } from './dispute-details.ts';

const event = (overrides: Partial<OrderEvent>): OrderEvent => ({
  action: 'book',
  from: null,
  to: 'booked',
  actor: 'buyer',
  note: null,
  at: '2026-03-09T10:00:00.000Z',
  ...overrides,
});

describe('disputeDetails', () => {
  it("reads the buyer's reason and text from the dispute event's note", () => {
    const timeline = [
      event({}),
      event({
        action: 'dispute',
        to: 'disputed',
        note: 'not_working: Screen: black after a minute',
        at: '2026-03-09T12:00:00.000Z',
      }),
    ];
    expect(disputeDetails({ timeline })).toEqual({
      reason: 'not_working',
      text: 'Screen: black after a minute',
      at: '2026-03-09T12:00:00.000Z',
    });
  });
  it('shows a note of another shape whole, with no reason', () => {
    expect(disputeDetails({ timeline: [event({ action: 'dispute', note: 'broken: glass' })] })).toMatchObject({
      reason: null,
      text: 'broken: glass',
    });
    expect(disputeDetails({ timeline: [] })).toEqual({ reason: null, text: '', at: null });
  });
});

describe('disputeAge', () => {
  const since = '2026-03-09T12:00:00.000Z';
  const at = (hours: number) => Date.parse(since) + hours * 3_600_000;
  it('counts hours under a day, whole days after, and marks 72 hours overdue', () => {
    expect(disputeAge(since, at(0.5))).toEqual({ unit: 'hours', count: 0, overdue: false });
    expect(disputeAge(since, at(23.9))).toEqual({ unit: 'hours', count: 23, overdue: false });
    expect(disputeAge(since, at(47))).toEqual({ unit: 'days', count: 1, overdue: false });
    expect(disputeAge(since, at(72))).toEqual({ unit: 'days', count: 3, overdue: true });
  });
});
