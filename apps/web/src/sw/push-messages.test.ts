import { describe, expect, it } from 'vitest';
import { pageToOpen, pushMessageOf } from './push-messages.ts';

const origin = 'https://phonehaat.example';

describe('push messages', () => {
  it('reads the server’s title, body, link and tag', () => {
    const sent = { title: 'Your booking was accepted', body: 'Pixel 7 Pro', url: `${origin}/dashboard/orders/1`, tag: 'n-1' };
    expect(pushMessageOf(() => sent)).toEqual(sent);
  });

  it('ignores a push that is not ours, and fills what is missing', () => {
    expect(
      pushMessageOf(() => {
        throw new SyntaxError('not JSON');
      }),
    ).toBeUndefined();
    expect(pushMessageOf(() => null)).toBeUndefined();
    expect(pushMessageOf(() => 'hello')).toBeUndefined();
    expect(pushMessageOf(() => ({ body: 'no title' }))).toBeUndefined();
    expect(pushMessageOf(() => ({ title: 'Only a title' }))).toEqual({ title: 'Only a title', body: '', url: '/', tag: '' });
  });

  it('opens only pages of this site, keeping the path, query and fragment', () => {
    expect(pageToOpen(`${origin}/dashboard/orders/1?tab=timeline#top`, origin)).toBe(
      `${origin}/dashboard/orders/1?tab=timeline#top`,
    );
    expect(pageToOpen('http://localhost:3000/dashboard/orders/1', origin)).toBe(`${origin}/dashboard/orders/1`);
    expect(pageToOpen('/notifications', origin)).toBe(`${origin}/notifications`);
    expect(pageToOpen('https://evil.example/phish', origin)).toBe(`${origin}/phish`);
    expect(pageToOpen('//evil.example/x', origin)).toBe(`${origin}/x`);
    expect(pageToOpen('javascript:alert(1)', origin)).toBe(`${origin}/alert(1)`);
    expect(pageToOpen(undefined, origin)).toBe(`${origin}/`);
  });
});
