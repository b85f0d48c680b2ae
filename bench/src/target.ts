import path from 'node:path';

/** Which database a bench script works on. Kept apart from sql-client.ts so that the HTTP-only open bench can read it without loading the server's database code. */
export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** `--pglite-dir DIR` wins; otherwise DATABASE_URL; otherwise the bench's default PostgreSQL database. */
export function targetFrom(args: Map<string, string>): Target {
  const dir = args.get('pglite-dir');
  // npm runs workspace scripts inside bench/: a relative directory means the caller's directory.
  if (dir) return { kind: 'pglite', dataDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), dir) };
  return { kind: 'postgres', url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/phonehaat_bench' };
}
