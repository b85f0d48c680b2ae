import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's zones (eslint.config.js, apps/server/README.md), each checked with a deliberate
 * violation: a small file, linted in memory as if it sat in a room, imports a real file of another.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const server = (path: string) => `${repoRoot}apps/server/src/${path}`;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The messages of `rule` for `code` placed at `filePath`. */
async function complaints(filePath: string, code: string, rule = 'import/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('the server zones', { timeout: 60_000 }, () => {
  it.each([
    ['a route reads the schema', 'routes/zone-probe.ts', "import { products } from '../db/schema/index.ts';", 'routes/ imports only'],
    ['a route imports a plugin', 'routes/zone-probe.ts', "import httpCache from '../plugins/http-cache.ts';", 'routes/ imports only'],
    ['a service imports a plugin', 'services/orders/zone-probe.ts', "import deal from '../../plugins/deal.ts';", 'services/ imports only'],
    ['a service imports a route', 'services/orders/zone-probe.ts', "import orders from '../../routes/orders.ts';", 'services/ imports only'],
    ['a service imports the app', 'services/orders/zone-probe.ts', "import { buildApp } from '../../app.ts';", 'services/ imports only'],
    ['a plugin imports a route', 'plugins/zone-probe.ts', "import orders from '../routes/orders.ts';", 'plugins/ imports only'],
    ['the database imports a service', 'db/zone-probe.ts', "import { findOrderRow } from '../services/orders/order-row.ts';", 'db/ imports only'],
    ['auth imports a service', 'auth/zone-probe.ts', "import { toUser } from '../services/users/user-row.ts';", 'auth/ imports only'],
    ['the CLI imports a plugin', 'cli/zone-probe.ts', "import deal from '../plugins/deal.ts';", 'cli/ imports only'],
    ['config imports the database', 'config/zone-probe.ts', "import { openDatabase } from '../db/client.ts';", 'config/ imports only'],
    ['a helper in lib imports a service', 'lib/zone-probe.ts', "import { findOrderRow } from '../services/orders/order-row.ts';", 'lib/ imports only'],
    ['errors import a helper', 'errors/zone-probe.ts', "import { isUniqueViolation } from '../lib/pg-errors.ts';", 'errors/ imports only'],
  ])('refuses it when %s', async (_what, file, code, message) => {
    const found = await complaints(server(file), code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it('refuses a relative path around it: ../../ from a service into a plugin is the same file', async () => {
    expect(await complaints(server('services/orders/zone-probe.ts'), "import deal from '../../../src/plugins/deal.ts';")).toHaveLength(1);
  });

  it.each([
    ['a route calls a service', 'routes/zone-probe.ts', "import { findOrderRow } from '../services/orders/order-row.ts';"],
    ['a service reads the schema and the viewer', 'services/orders/zone-probe.ts', "import { products } from '../../db/schema/index.ts';\nimport type { Viewer } from '../../auth/viewer.ts';"],
    ['a plugin wires a service', 'plugins/zone-probe.ts', "import { sweepOrderTimers } from '../services/timers/sweep-order-timers.ts';"],
    ['the seed in cli calls a service', 'cli/seed/zone-probe.ts', "import { createReview } from '../../services/reviews/create-review.ts';"],
    ['the app wires routes and plugins', 'app.ts', "import deal from './plugins/deal.ts';\nimport orders from './routes/orders.ts';"],
  ])('lets %s', async (_what, file, code) => {
    expect(await complaints(server(file), code)).toEqual([]);
  });

  it('keeps page delivery beside the routes: it reads services, a plugin wires it, and no service reaches it', async () => {
    expect(await complaints(server('pages/zone-probe.ts'), "import { CatalogueRead } from '../services/catalogue-read/catalogue-read.ts';")).toEqual([]);
    expect(await complaints(server('plugins/zone-probe.ts'), "import { createPages } from '../pages/pages.ts';")).toEqual([]);
    expect(await complaints(server('pages/zone-probe.ts'), "import deal from '../plugins/deal.ts';")).toHaveLength(1);
    expect(await complaints(server('services/orders/zone-probe.ts'), "import { createPages } from '../../pages/pages.ts';")).toHaveLength(1);
  });
});

describe('the benchmarks', { timeout: 60_000 }, () => {
  it("refuse a relative path into another workspace's files", async () => {
    const found = await complaints(`${repoRoot}bench/src/zone-probe.ts`, "import { buildApp } from '../../apps/server/src/app.ts';", 'no-restricted-imports');
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('package name');
    expect(
      await complaints(`${repoRoot}bench/src/zone-probe.ts`, "import { districts } from '../../packages/contract/src/bd-districts.ts';", 'no-restricted-imports'),
    ).toHaveLength(1);
  });

  it('take them through their package entry points', async () => {
    const code = "import { buildApp } from '@phonehaat/server';\nimport { openDatabase } from '@phonehaat/server/db';\nimport { districts } from '@phonehaat/contract';";
    expect(await complaints(`${repoRoot}bench/src/zone-probe.ts`, code, 'no-restricted-imports')).toEqual([]);
  });
});
