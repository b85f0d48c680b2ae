import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationPage } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import { isUuid } from '@phonehaat/contract';

/** A page cursor: the last item's time and id, so items written in the same instant are neither lost nor repeated. */
const cursorOf = (item: { createdAt: Date; id: string }) => `${item.createdAt.toISOString()}_${item.id}`;
function readCursor(before: string | undefined): { at: Date; id: string } | undefined {
  if (!before) return undefined;
  const [at, id] = before.split('_');
  const date = new Date(at ?? '');
  return id && isUuid(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : undefined;
}

/** The bell's list: the person's notifications, newest first, and how many are unread. */
export async function listNotifications(db: Database, userId: string, { before, limit }: { before?: string | undefined; limit: number }): Promise<NotificationPage> {
  const cursor = readCursor(before);
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor &&
          or(lt(notifications.createdAt, cursor.at), and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id))),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unread: await unreadCount(db, userId),
    nextBefore: rows.length > limit && last ? cursorOf(last) : null,
  };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the person's notifications read (again: a no-op). Someone else's is a 404. */
export async function markRead(db: Database, userId: string, id: string, now: Date): Promise<number> {
  if (!isUuid(id)) throw notFound('Notification');
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('Notification');
  return unreadCount(db, userId);
}

export async function markAllRead(db: Database, userId: string, now: Date): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return 0;
}
