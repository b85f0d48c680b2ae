import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per data directory: a second one would corrupt it. A lock file holding the
 * owner's pid keeps a second server out; a lock left by a process that died (SIGKILL, power loss)
 * is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'phonehaat.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirectoryInUseError(
          `Another PhoneHaat process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
            'PGlite allows one process per data directory: stop that process, choose another DATA_DIR, ' +
            'or use PostgreSQL through DATABASE_URL to run several.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock ${dataDir}`);
}
