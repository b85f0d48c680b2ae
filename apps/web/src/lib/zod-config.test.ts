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

  it("gives zod's messages in Bangla once the Bangla locale is applied", async () => {
    const { applyZodLanguage } = await import('./i18n/zod-language.ts');
    const z = await import('zod/mini');
    const message = () => z.string().safeParse(5).error?.issues[0]?.message;
    const english = message();
    await applyZodLanguage('bn');
    expect(message()).not.toBe(english);
    expect(message()).toMatch(/[\u0980-\u09ff]/);
    const { configureZod } = await import('./zod-config.ts');
    configureZod({ localeError: undefined });
  });
});
