import { eq, sql } from 'drizzle-orm';
import {
  defaultChannelSetting,
  errorCodes,
  notificationKinds,
  optionalChannels,
  smsKinds,
  type NotificationKind,
  type NotificationSetting,
} from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';

/** Every kind × channel the person may choose, with their choice or the default. SMS is offered for `smsKinds` only. */
export async function settingsOf(db: Database, userId: string): Promise<NotificationSetting[]> {
  const chosen = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return notificationKinds.flatMap((kind) =>
    optionalChannels
      .filter((channel) => channel !== 'sms' || isSmsKind(kind))
      .map((channel) => ({
        kind,
        channel,
        enabled: chosen.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? defaultChannelSetting(kind, channel),
      })),
  );
}

const isSmsKind = (kind: NotificationKind) => (smsKinds as readonly NotificationKind[]).includes(kind);

/** Writes the person's choices (all or none: an SMS choice for a kind without SMS refuses the whole request). */
export async function chooseSettings(db: Database, userId: string, settings: readonly NotificationSetting[]): Promise<NotificationSetting[]> {
  const offTheMenu = settings.find((setting) => setting.channel === 'sms' && !isSmsKind(setting.kind));
  if (offTheMenu) {
    throw new AppError(errorCodes.validation, 400, `SMS is sent only for money and hand-over events, not for ${offTheMenu.kind}`);
  }
  // The last word on a kind and channel counts: one row each, or the upsert would meet its own row.
  const unique = new Map(settings.map((setting) => [`${setting.kind}|${setting.channel}`, setting]));
  await db
    .insert(notificationSettings)
    .values([...unique.values()].map((setting) => ({ userId, ...setting })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel],
      set: { enabled: sql`excluded.enabled` },
    });
  return settingsOf(db, userId);
}
