import { describe, expect, it } from 'vitest';

describe('zod configuration without importing zod', () => {
  it('is what zod reads, whether zod was loaded before it or after', async () => {
    await import('./zod-config.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
    // And schemas built afterwards run interpreted: an object schema parses without `new Function`.
    const z = await import('zod/mini');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
