import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
/** An answer, or a function of the request (its method, URL and JSON body) that gives one, at once or later. */
type Reply = Answer | ((request: { method: string; url: URL; body: unknown }) => Answer | Promise<Answer>);

/**
 * A fetch stub for a feature's API calls: answers by `METHOD /path` (the query left off), each reply fixed or
 * worked out per request (a promise holds the answer back until the test settles it); anything else is a
 * 404. The calls are kept to look at. Every feature's tests stub their API with it.
 */
export function stubApi(replies: Record<string, Reply>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    calls.push(request);
    const reply = replies[`${method} ${url.pathname}`];
    const answer =
      reply === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof reply === 'function'
          ? await reply(request)
          : reply;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    of: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path),
  };
}
