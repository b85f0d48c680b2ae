import { createContext, use, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { UserEventKind } from '@phonehaat/contract';
import { useAuth } from '../auth/use-auth.ts';
import { appUserEventStream, type UserEventListener, type UserEventStream } from './user-event-stream.ts';

/**
 * The stream the hooks below read: the tab's own unless a test provides one (with a fake EventSource).
 * Only signed-in parts, loaded lazily, use it: a visitor's pages carry none of this.
 */
export const UserEventStreamContext = /* @__PURE__ */ createContext<UserEventStream | null>(null);

const useStream = (): UserEventStream => use(UserEventStreamContext) ?? appUserEventStream();

/**
 * Calls `onEvent` for each of the signed-in person's events of these kinds (GET /api/events) while the
 * component is shown and someone is signed in; the connection is shared with every other listener of the tab.
 */
export function useUserEvents(kinds: readonly UserEventKind[], onEvent: UserEventListener): void {
  const stream = useStream();
  const owner = useAuth().user?.uid;
  const handle = useEffectEvent(onEvent);
  const wanted = kinds.join();
  useEffect(() => {
    if (!owner) return;
    const chosen = new Set(wanted.split(','));
    return stream.subscribe((event) => {
      if (chosen.has(event.kind)) handle(event);
    }, owner);
  }, [stream, wanted, owner]);
}

/** Whether the event stream is connected now: a polled count may then ask less often. */
export function useUserEventsLive(): boolean {
  const stream = useStream();
  return useSyncExternalStore(stream.subscribeToOpen, stream.isOpen, () => false);
}
