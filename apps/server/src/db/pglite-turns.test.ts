import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { takingTurns } from './pglite-turns.ts';

/** A client that records when each query starts and ends (a microtask apart, as PGlite's do). */
function recordingClient(log: string[]) {
  let running = 0;
  let most = 0;
  const client = {
    query: async (text: string) => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${text}`);
      await Promise.resolve();
      log.push(`end ${text}`);
      running -= 1;
      return { rows: [{ text }] };
    },
    close: async () => log.push('closed'),
  };
  return { client: client as unknown as PGlite, most: () => most };
}

describe('takingTurns', () => {
  it('runs queries one at a time, in the order asked, with a turn of the event loop between them', async () => {
    const log: string[] = [];
    const { client, most } = recordingClient(log);
    const turns = takingTurns(client);
    const first = turns.query('a');
    const second = turns.query('b');
    // Asked for after the first query ran: it must still wait behind b.
    let third: Promise<unknown> | undefined;
    setImmediate(() => {
      log.push('event loop turned');
      third = turns.query('c');
    });
    await Promise.all([first, second]);
    await third;
    expect(log).toEqual(['start a', 'end a', 'event loop turned', 'start b', 'end b', 'start c', 'end c']);
    expect(most()).toBe(1);
    expect(await turns.query('d')).toEqual({ rows: [{ text: 'd' }] });
  });

  it('passes a failing query on and lets the next one run', async () => {
    const failing = {
      query: async (text: string) => {
        if (text === 'bad') throw new Error('syntax error');
        return { rows: [] };
      },
    } as unknown as PGlite;
    const turns = takingTurns(failing);
    const results = await Promise.allSettled([turns.query('bad'), turns.query('good')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('leaves the rest of the client as it is', async () => {
    const log: string[] = [];
    const turns = takingTurns(recordingClient(log).client);
    await turns.close();
    expect(log).toEqual(['closed']);
  });
});
