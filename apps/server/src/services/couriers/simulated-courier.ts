import {
  BANGLADESHI_MOBILE,
  INVOICE,
  type Courier,
  type NewParcel,
  type Parcel,
  type ParcelRef,
  type ParcelState,
  type ParcelStatus,
  type Quote,
  type QuoteInput,
  type WebhookEvent,
} from './courier.ts';
import { CourierError } from './courier-error.ts';
import { flatQuote, SIMULATED_COURIER_PLAN, type FlatRateTable } from './flat-rate.ts';

/** How long a simulated parcel stays in each step before the next. */
export interface SimulatedDurations {
  pendingMs: number;
  pickedUpMs: number;
  inTransitMs: number;
}

export const DEFAULT_DURATIONS: SimulatedDurations = {
  pendingMs: 2 * 3600_000,
  pickedUpMs: 6 * 3600_000,
  inTransitMs: 24 * 3600_000,
};

/** The moving part of a parcel's life, as data: each step and how long it lasts. */
const STEPS: { status: ParcelStatus; lasts: keyof SimulatedDurations | null }[] = [
  { status: 'pending', lasts: 'pendingMs' },
  { status: 'picked_up', lasts: 'pickedUpMs' },
  { status: 'in_transit', lasts: 'inTransitMs' },
  { status: 'delivered', lasts: null },
];

/** One simulated parcel as its store keeps it. */
export interface SimulatedParcelRecord {
  invoice: string;
  serial: number;
  createdAt: Date;
  /** A status set by hand (returned, cancelled), which stops the clock-driven steps. */
  endedAs: ParcelStatus | null;
}

/** Where the simulated courier keeps its parcels: memory (unit tests), or the database (the app; simulated-parcel-store.ts). */
export interface SimulatedParcelStore {
  /** Inserts the invoice's parcel unless it exists; answers the one stored either way. */
  insertOnce(invoice: string, createdAt: Date): Promise<SimulatedParcelRecord>;
  byInvoice(invoice: string): Promise<SimulatedParcelRecord | null>;
  bySerial(serial: number): Promise<SimulatedParcelRecord | null>;
  end(invoice: string, status: ParcelStatus): Promise<void>;
}

export class MemoryParcelStore implements SimulatedParcelStore {
  private readonly records = new Map<string, SimulatedParcelRecord>();
  insertOnce(invoice: string, createdAt: Date) {
    const record = this.records.get(invoice) ?? { invoice, serial: this.records.size + 1, createdAt, endedAs: null };
    this.records.set(invoice, record);
    return Promise.resolve({ ...record });
  }
  byInvoice(invoice: string) {
    const record = this.records.get(invoice);
    return Promise.resolve(record ? { ...record } : null);
  }
  bySerial(serial: number) {
    const record = [...this.records.values()].find((candidate) => candidate.serial === serial);
    return Promise.resolve(record ? { ...record } : null);
  }
  end(invoice: string, status: ParcelStatus) {
    const record = this.records.get(invoice);
    if (record) record.endedAs = status;
    return Promise.resolve();
  }
}

const consignmentOf = (serial: number) => `SIM${String(serial).padStart(6, '0')}`;
const trackingOf = (serial: number) => `SIMT${String(serial).padStart(6, '0')}`;

/**
 * The courier the demo and the browser tests run with: no network, parcels that move pending → picked_up
 * → in_transit → delivered on the injected clock, deterministic ids (SIM000001…), and markReturned for
 * the returned-parcel path. It pushes nothing: the order service polls it (parseWebhook is unsupported).
 * Its parcels live in a store: the app's is the database, so every instance and the worker see them.
 */
export class SimulatedCourier implements Courier {
  readonly name = 'simulated';
  readonly findsByInvoice = true;
  private readonly durations: SimulatedDurations;
  private readonly rates: FlatRateTable;
  private readonly store: SimulatedParcelStore;

  constructor(
    private readonly now: () => Date,
    options: { durations?: Partial<SimulatedDurations>; rates?: FlatRateTable; store?: SimulatedParcelStore } = {},
  ) {
    this.durations = { ...DEFAULT_DURATIONS, ...options.durations };
    this.rates = options.rates ?? SIMULATED_COURIER_PLAN;
    this.store = options.store ?? new MemoryParcelStore();
  }

  quote(input: QuoteInput): Promise<Quote> {
    return Promise.resolve(flatQuote(this.rates, input));
  }

  async createParcel(input: NewParcel): Promise<Parcel> {
    if (!INVOICE.test(input.invoice)) throw new RangeError('invoice: letters, digits, - and _ only');
    if (!BANGLADESHI_MOBILE.test(input.recipient.phone)) throw new RangeError('recipient.phone: 01XXXXXXXXX');
    return this.view(await this.store.insertOnce(input.invoice, this.now()));
  }

  async findParcel(invoice: string): Promise<Parcel | null> {
    const record = await this.store.byInvoice(invoice);
    return record ? this.view(record) : null;
  }

  async parcelStatus(ref: ParcelRef): Promise<ParcelState> {
    const { status, rawStatus } = this.view(await this.find(ref));
    return { status, rawStatus };
  }

  /** Only a parcel not yet picked up can be cancelled, as with a real courier. */
  async cancelParcel(ref: ParcelRef): Promise<void> {
    const record = await this.find(ref);
    const { status } = this.view(record);
    if (status !== 'pending' && status !== 'cancelled') throw new CourierError('simulated', 'refused', `a parcel ${status} cannot be cancelled`);
    await this.store.end(record.invoice, 'cancelled');
  }

  /** The parcel comes back to the seller (the refused-at-the-door path), unless it was delivered or cancelled. */
  async markReturned(ref: ParcelRef): Promise<void> {
    const record = await this.find(ref);
    const { status } = this.view(record);
    if (status === 'delivered' || status === 'cancelled') throw new CourierError('simulated', 'refused', `a parcel ${status} cannot be returned`);
    await this.store.end(record.invoice, 'returned');
  }

  parseWebhook(): WebhookEvent {
    throw new CourierError('simulated', 'unsupported', 'the simulated courier pushes nothing; poll parcelStatus');
  }

  private async find(ref: ParcelRef): Promise<SimulatedParcelRecord> {
    const serial = 'consignmentId' in ref && /^SIM\d{6,}$/.test(ref.consignmentId) ? Number(ref.consignmentId.slice(3)) : null;
    const record = 'invoice' in ref ? await this.store.byInvoice(ref.invoice) : serial === null ? null : await this.store.bySerial(serial);
    if (!record) throw new CourierError('simulated', 'not_found', 'has no such parcel');
    return record;
  }

  private view(record: SimulatedParcelRecord): Parcel {
    const status = record.endedAs ?? this.stepAt(this.now().getTime() - record.createdAt.getTime());
    return { invoice: record.invoice, consignmentId: consignmentOf(record.serial), trackingCode: trackingOf(record.serial), status, rawStatus: status };
  }

  private stepAt(elapsedMs: number): ParcelStatus {
    let until = 0;
    for (const step of STEPS) {
      if (step.lasts === null) return step.status;
      until += this.durations[step.lasts];
      if (elapsedMs < until) return step.status;
    }
    return 'delivered';
  }
}
