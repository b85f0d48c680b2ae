// npm run bench:sitemap: how long the sitemap index and products pages take to answer on the 1M-product
// database, through the whole app (route, read, XML, ETag, gzip), in-process with inject. Does not
// migrate the database: it reads products and categories only.
import { benchSecrets } from './production-secrets.ts';
import { gunzipSync } from 'node:zlib';
import { buildApp, loadEnv } from '@phonehaat/server';
import { openDatabase } from '@phonehaat/server/db';
import { intArg, parseArgs } from './args.ts';

const args = parseArgs();
const url = process.env.DATABASE_URL ?? args.get('database-url') ?? 'postgres://postgres@127.0.0.1:5432/phonehaat_bench';
const rounds = intArg(args, 'rounds', 20);

const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const env = loadEnv({
  NODE_ENV: 'production',
  ...benchSecrets,
  PUBLIC_URL: 'https://phonehaat.example',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const app = await buildApp({ env, database, authSecret: env.AUTH_SECRET!, logger: false });
await app.ready();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(path: string, gzip: boolean): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  let sent = 0;
  let urls = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await app.inject({ url: path, headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
    sent = response.rawPayload.length;
    const body = gzip ? gunzipSync(response.rawPayload) : response.rawPayload;
    bytes = body.length;
    urls = (body.toString().match(/<loc>/g) ?? []).length;
  }
  const first = times[0]!.toFixed(1);
  console.log(
    `${path}${gzip ? ' (gzip)' : ''}: first ${first} ms, median ${median(times.slice(1)).toFixed(1)} ms of ${rounds - 1}; ${urls} URLs, ${(bytes / 1e6).toFixed(2)} MB XML, ${(sent / 1e6).toFixed(2)} MB sent`,
  );
}

await measure('/sitemap.xml', false);
const pages = (await app.inject('/sitemap.xml')).body.match(/products-\d+\.xml/g)!.length;
for (const page of [1, Math.ceil(pages / 2), pages]) await measure(`/sitemaps/products-${page}.xml`, false);
await measure(`/sitemaps/products-${Math.ceil(pages / 2)}.xml`, true);
await measure('/sitemaps/pages.xml', false);
await app.close();
await database.close();
