import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simulatedCourierParcels } from '../../db/schema/index.ts';
import type { ParcelStatus } from './courier.ts';
import type { SimulatedParcelRecord, SimulatedParcelStore } from './simulated-courier.ts';

/** The simulated courier's parcels in the database: shared by every instance and the worker, kept across restarts. */
export class DatabaseParcelStore implements SimulatedParcelStore {
  constructor(private readonly db: Database) {}

  async insertOnce(invoice: string, createdAt: Date): Promise<SimulatedParcelRecord> {
    await this.db.insert(simulatedCourierParcels).values({ invoice, createdAt }).onConflictDoNothing();
    const record = await this.byInvoice(invoice);
    if (!record) throw new Error(`simulated parcel ${invoice} vanished`);
    return record;
  }

  async byInvoice(invoice: string): Promise<SimulatedParcelRecord | null> {
    const [row] = await this.db.select().from(simulatedCourierParcels).where(eq(simulatedCourierParcels.invoice, invoice)).limit(1);
    return row ? { ...row, endedAs: row.endedAs as ParcelStatus | null } : null;
  }

  async bySerial(serial: number): Promise<SimulatedParcelRecord | null> {
    const [row] = await this.db.select().from(simulatedCourierParcels).where(eq(simulatedCourierParcels.serial, serial)).limit(1);
    return row ? { ...row, endedAs: row.endedAs as ParcelStatus | null } : null;
  }

  async end(invoice: string, status: ParcelStatus): Promise<void> {
    await this.db.update(simulatedCourierParcels).set({ endedAs: status }).where(eq(simulatedCourierParcels.invoice, invoice));
  }
}
