/**
 * What a test file's database costs (decision 0061): a PGlite made empty and migrated (initdb, then every
 * migration) against one started from a dump of a migrated data directory, as the tests' template gives it.
 * Prints wall and CPU milliseconds per database, the median of --runs (5).
 *
 *   npm run bench:test-database -- --runs 5
 */
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations, type DatabaseHandle } from '@phonehaat/server/db';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const median = (numbers: number[]) => numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function measure(label: string, open: () => Promise<DatabaseHandle>): Promise<void> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const database = await open();
    await database.executeSql('select count(*) from products');
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    await database.close();
  }
  console.log(`${label.padEnd(34)} wall ${Math.round(median(walls))} ms   cpu ${Math.round(median(cpus))} ms`);
}

const migrated = async () => {
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  return database;
};

const template = await migrated();
const dump = await (
  template.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }
).$client.dumpDataDir('none');
await template.close();

console.log(`PGlite, one test file's database (median of ${runs}):`);
await measure('empty, initdb + migrations', migrated);
await measure('from the migrated template', () => openDatabase({ kind: 'pglite', start: { loadDataDir: dump } }));
