import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEventSources } from '../../testing/fake-event-source.ts';
import { createUserEventStream, type UserEventMessage } from './user-event-stream.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the signed-in person’s event stream', () => {
  it('opens one connection for every listener, and hands each the events with their data', () => {
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open });
    const first: UserEventMessage[] = [];
    const second: UserEventMessage[] = [];
    stream.subscribe((event) => first.push(event), 'u1');
    stream.subscribe((event) => second.push(event), 'u1');
    expect(sources.opened.map((source) => source.url)).toEqual(['/api/events']);

    sources.latest().send('message', { conversationId: 'c1', messageId: 'm9' }, 41);
    expect(first).toEqual([{ id: '41', kind: 'message', data: { conversationId: 'c1', messageId: 'm9' } }]);
    expect(second).toEqual(first);
  });

  it('says whether it is open, and tells when that changes', () => {
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open });
    const changes = vi.fn();
    stream.subscribeToOpen(changes);
    stream.subscribe(() => {}, 'u1');
    expect(stream.isOpen()).toBe(false);
    sources.latest().connect();
    expect(stream.isOpen()).toBe(true);
    sources.latest().fail();
    expect(stream.isOpen()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('closes a while after its last listener left, and asks from the last event it saw when it opens again', () => {
    vi.useFakeTimers();
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open, closeDelayMs: 5_000 });
    const leave = stream.subscribe(() => {}, 'u1');
    sources.latest().connect();
    sources.latest().send('notification', { notificationId: 'n1' }, 7);
    leave();

    // Back within the delay (a page with another header): the same connection.
    vi.advanceTimersByTime(4_000);
    const leaveAgain = stream.subscribe(() => {}, 'u1');
    expect(sources.opened).toHaveLength(1);
    leaveAgain();
    vi.advanceTimersByTime(5_000);
    expect(sources.latest().closed).toBe(true);
    expect(stream.isOpen()).toBe(false);

    stream.subscribe(() => {}, 'u1');
    expect(sources.opened.map((source) => source.url)).toEqual(['/api/events', '/api/events?lastEventId=7']);
  });

  it('starts afresh for another person signed in in the same tab: event numbers are per person', () => {
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open });
    const leave = stream.subscribe(() => {}, 'u1');
    sources.latest().send('message', { conversationId: 'c1' }, 500);
    leave();
    stream.subscribe(() => {}, 'u2');
    expect(sources.opened[0]!.closed).toBe(true);
    expect(sources.opened.map((source) => source.url)).toEqual(['/api/events', '/api/events']);
  });

  it('leaves out an event whose data is not the contract’s', () => {
    const sources = fakeEventSources();
    const stream = createUserEventStream({ open: sources.open });
    const listener = vi.fn();
    stream.subscribe(listener, 'u1');
    sources.latest().send('message', { conversationId: 42 } as unknown as { conversationId: string }, 3);
    expect(listener).not.toHaveBeenCalled();
  });

  it('opens nothing where the browser has no EventSource (the counts keep polling)', () => {
    const stream = createUserEventStream({ open: () => null });
    const leave = stream.subscribe(() => {}, 'u1');
    expect(stream.isOpen()).toBe(false);
    leave();
  });
});
