import { describe, expect, it } from 'vitest';
import { ViewerCache, type Viewer } from './viewer.ts';

const viewer: Viewer = { id: 'u1', name: 'Rahim', email: 'rahim@example.com', role: 'User', verify: false, image: null };
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('ViewerCache', () => {
  it('keeps a viewer for its time', () => {
    const cache = new ViewerCache(60_000);
    cache.keep('token', viewer, inAnHour(), cache.currentGeneration);
    expect(cache.get('token')).toEqual(viewer);
    expect(cache.get('other')).toBeUndefined();
  });

  it('does not keep what a look-up read before a clear', () => {
    const cache = new ViewerCache(60_000);
    const since = cache.currentGeneration;
    cache.clear();
    cache.keep('token', viewer, inAnHour(), since);
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets a viewer when its session expires, before its own time is up', () => {
    const cache = new ViewerCache(60_000);
    cache.keep('token', viewer, new Date(Date.now() - 1), cache.currentGeneration);
    expect(cache.get('token')).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const cache = new ViewerCache(60_000, 2);
    for (const token of ['a', 'b', 'c']) cache.keep(token, viewer, inAnHour(), cache.currentGeneration);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(viewer);
    expect(cache.get('c')).toEqual(viewer);
  });
});
