import { connect } from '../sql-client.ts';
import type { Target } from '../target.ts';

/**
 * `count` listed product ids straight from the bench database, spread over the whole catalogue in a
 * fixed order (by the id's md5), for the high mix's product pages: one query instead of hundreds of
 * list pages. Read before the server starts, since PGlite opens a data directory in one process only.
 */
export async function listedIdsFromDatabase(target: Target, count: number): Promise<string[]> {
  const client = await connect(target);
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id::text as id from products where is_listed order by md5(id::text) limit $1',
      [count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.close();
  }
}
