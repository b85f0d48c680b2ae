import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * STYLE rule 6 as eslint.config.js writes it for apps/web/src, checked by breaking it on purpose: a
 * probe file at a given place imports a real module, and ESLint (the repository's own configuration) is
 * asked what it thinks. Each rule has a probe that must fail and, beside it, one that must pass.
 */
const repoRoot = path.join(import.meta.dirname, '../../../');
let eslint: ESLint;

beforeAll(() => {
  // import/no-cycle follows a file's own path on disk, which a probe does not have; the zones do not need it.
  eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

/** The zone messages ESLint gives a file at `place` (under apps/web/src) importing `from`. */
async function zoneErrors(place: string, from: string): Promise<string[]> {
  const code = `import * as probe from '${from}';\n\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/web/src/${place}` });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('the web lint zones (eslint.config.js)', { timeout: 120_000 }, () => {
  it("lets a feature use another feature's index.ts, and refuses the files behind it", async () => {
    expect(await zoneErrors('features/catalogue/zone-probe.ts', '../orders/index.ts')).toEqual([]);
    expect(await zoneErrors('features/catalogue/zone-probe.ts', '../orders/format-deal.ts')).toEqual([
      expect.stringContaining('A feature uses another only through its index.ts'),
    ]);
    // Resolved paths: a detour through the features folder from deeper down is the same import.
    expect(await zoneErrors('features/money/overview/components/zone-probe.ts', '../../../../features/orders/api/order-query.ts')).toEqual([
      expect.stringContaining('A feature uses another only through its index.ts'),
    ]);
  });

  it('lets a feature use its own files and shared code', async () => {
    expect(await zoneErrors('features/orders/components/zone-probe.ts', '../format-deal.ts')).toEqual([]);
    expect(await zoneErrors('features/orders/zone-probe.ts', '../../lib/api-client.ts')).toEqual([]);
    expect(await zoneErrors('features/orders/zone-probe.ts', '../../testing/factories.ts')).toEqual([]);
  });

  it('refuses a feature that imports the app', async () => {
    expect(await zoneErrors('features/orders/zone-probe.ts', '../../app/lazy-page.tsx')).toEqual([
      expect.stringContaining('Features do not import the app'),
    ]);
  });

  it('refuses shared code that imports a feature, even its index.ts, or the app', async () => {
    for (const place of ['lib/zone-probe.ts', 'components/ui/zone-probe.ts', 'config/zone-probe.ts', 'testing/zone-probe.ts']) {
      const up = '../'.repeat(place.split('/').length - 1);
      expect(await zoneErrors(place, `${up}features/orders/index.ts`)).toEqual([expect.stringContaining('Shared code does not import features')]);
      expect(await zoneErrors(place, `${up}app/lazy-page.tsx`)).toEqual([expect.stringContaining('Shared code does not import features')]);
    }
  });

  it('lets the app compose features: their index.ts, and a page module loaded by its path', async () => {
    expect(await zoneErrors('app/zone-probe.ts', '../features/orders/index.ts')).toEqual([]);
    expect(await zoneErrors('app/zone-probe.ts', '../features/orders/order-page.tsx')).toEqual([]);
  });
});
