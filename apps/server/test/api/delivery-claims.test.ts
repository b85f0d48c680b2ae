import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { notificationDeliveries, users } from '../../src/db/schema/index.ts';
import { deliverBatch } from '../../src/services/notifications/deliver.ts';
import { notify } from '../../src/services/notifications/notify.ts';
import { createTextRenderer } from '../../src/services/notifications/render-texts.ts';
import type { EmailMessage } from '../../src/services/notifications/senders.ts';
import { databaseKinds, openTestDatabase } from '../support/test-app.ts';

/**
 * Issue 38: workers on several instances may get the same deliveries (a job run again after a timeout
 * while the first is still sending, or two jobs of one delivery). Each delivery is claimed by one of
 * them in the database, so its email goes once however many batches race for it.
 */
describe.each(databaseKinds)('delivery claims on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('sends each delivery once when eight batches race for the same twenty', async () => {
    const now = new Date();
    const people = Array.from({ length: 20 }, (_, index) => ({
      id: randomUUID(),
      name: `Racer ${index}`,
      email: `racer-${index}-${randomUUID().slice(0, 6)}@example.com`,
    }));
    await database.db.insert(users).values(people);
    await database.db.transaction((tx) =>
      notify(
        tx,
        now,
        people.map((person) => ({
          userId: person.id,
          kind: 'order_paid' as const,
          params: { product: 'Pixel 7' },
          link: '/',
          event: 'race',
        })),
      ),
    );
    const ids = (await database.db.select({ id: notificationDeliveries.id }).from(notificationDeliveries)).map((row) => row.id);
    expect(ids).toHaveLength(20);

    const sent: EmailMessage[] = [];
    const context = {
      db: database.db,
      channels: {
        email: {
          send: async (message: EmailMessage) => {
            await new Promise((resolve) => setImmediate(resolve));
            sent.push(message);
          },
          close: async () => {},
        },
      },
      render: await createTextRenderer(),
      baseUrl: 'https://phonehaat.test',
      secret: 'race-secret-race-secret-race-secret',
      now: () => now,
    };
    await Promise.all(Array.from({ length: 8 }, () => deliverBatch(context, 'email', ids, () => false)));

    expect(sent).toHaveLength(20);
    expect(new Set(sent.map((message) => message.to)).size).toBe(20);
    const states = await database.db
      .select({ state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.id, ids));
    expect(states.every((row) => row.state === 'sent')).toBe(true);
  });
});
