import type { Location } from 'react-router';

/** Spec §2: sign-in returns to the page the user came from (location.state.from), else '/'. */
export function redirectTarget(state: unknown, fallback = '/'): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from.startsWith('/') && !from.startsWith('//') ? from : fallback;
  if (from && typeof from === 'object' && typeof (from as Location).pathname === 'string') {
    const location = from as Location;
    return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  }
  return fallback;
}
