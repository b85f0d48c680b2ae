import path from 'node:path';
import { databaseTarget } from '../config/database-target.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { localPhotoKeys } from '../services/backup/local-photos.ts';
import { dumpDatabase, type BackupPhotos } from '../services/backup/dump-database.ts';
import { configuredImageStorage } from '../services/images/configured-storage.ts';

/**
 * `npm run backup -- [file]`: a consistent, portable copy of every table (gzipped JSON lines), and the
 * photos when they are on local disk. It only reads: no migration runs on the database it copies (issue
 * 41). Photos in a bucket are left to the bucket's own versioning (docs/operations.md).
 */
const file = path.resolve(process.argv[2] ?? `phonehaat-backup-${new Date().toISOString().replaceAll(':', '-')}.jsonl.gz`);
const env = loadEnv();
const images = configuredImageStorage(env);
const photos: BackupPhotos | undefined =
  images.kind === 'local' ? { keys: await localPhotoKeys(images.dir), storage: images.storage } : undefined;
const database = await openDatabase(databaseTarget(env));
try {
  const summary = await dumpDatabase(database.db, file, photos);
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backed up ${rows} rows from ${Object.keys(summary.tables).length} tables and ${summary.photos} photos to ${file}`);
  if (images.kind === 's3') console.log(`Photos are in the bucket ${env.S3_BUCKET}: its versioning keeps them, not this file.`);
} finally {
  await database.close();
}
