// `npm run cluster`: the deployed topology (compose.yaml) as plain processes on 127.0.0.1, until Ctrl-C.
// The same code the cluster tests start (apps/server/test/support/cluster.ts); decision 0074.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../apps/server/test/support/cluster.ts';

const { values } = parseArgs({ options: { web: { type: 'string', default: '2' } } });
const webInstances = Number(values.web);
if (!Number.isInteger(webInstances) || webInstances < 1 || webInstances > 8) {
  console.error('--web must be a whole number of web instances from 1 to 8');
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
// The instances serve the web app's build; the server itself is built by the cluster, into a folder of its own.
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.warn('Building the web app…');
  if (spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const cluster = await startCluster({ webInstances, log: (line) => say(`cluster: ${line}`) });
say(`
PhoneHaat cluster (temporary folder ${cluster.dir}):
  site, through nginx  ${cluster.url}
${cluster.webs.map((web) => `  ${web.name.padEnd(20)} ${web.base}`).join('\n')}
  ${'worker'.padEnd(20)} ${cluster.worker.base} (health only)
  PostgreSQL primary   ${cluster.primary.url()}
  PostgreSQL replica   ${cluster.replica.url()}
  Redis                ${cluster.redis.url}
  S3 (s3rver)          ${cluster.s3.endpoint} bucket ${cluster.s3.bucket}
  metrics              curl -H 'authorization: Bearer ${cluster.env.METRICS_TOKEN}' ${cluster.webs[0]!.base}/metrics
Demo accounts: admin@phonehaat.test, rahim.seller@phonehaat.test, buyer@phonehaat.test (password phonehaat-demo).
Ctrl-C stops everything and removes the folder.
`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  say(`\n${signal}: stopping the cluster…`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// A process of the cluster that dies on its own is reported (a test or an operator may have killed it on purpose).
for (const each of [...cluster.webs, cluster.worker]) {
  void each
    .process()
    .exited()
    .then((code) => {
      if (!stopping) console.warn(`cluster: ${each.name} exited (${code ?? 'signal'})`);
    });
}
