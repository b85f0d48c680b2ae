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

interface SimulatedParcel {
  parcel: Omit<Parcel, 'status' | 'rawStatus'>;
  createdAt: number;
  /** A status set by hand (returned, cancelled), which stops the clock-driven steps. */
  endedAs: ParcelStatus | null;
}

/**
 * The courier the demo and the browser tests run with: no network, parcels that move pending → picked_up
 * → in_transit → delivered on the injected clock, deterministic ids (SIM000001…), and markReturned for
 * the returned-parcel path. It pushes nothing: the order service polls it (parseWebhook is unsupported).
 */
export class SimulatedCourier implements Courier {
  readonly name = 'simulated';
  readonly findsByInvoice = true;
  private readonly parcels = new Map<string, SimulatedParcel>();
  private readonly durations: SimulatedDurations;

  constructor(
    private readonly now: () => Date,
    options: { durations?: Partial<SimulatedDurations>; rates?: FlatRateTable } = {},
  ) {
    this.durations = { ...DEFAULT_DURATIONS, ...options.durations };
    this.rates = options.rates ?? SIMULATED_COURIER_PLAN;
  }

  private readonly rates: FlatRateTable;

  quote(input: QuoteInput): Promise<Quote> {
    return Promise.resolve(flatQuote(this.rates, input));
  }

  createParcel(input: NewParcel): Promise<Parcel> {
    if (!INVOICE.test(input.invoice)) return Promise.reject(new RangeError('invoice: letters, digits, - and _ only'));
    if (!BANGLADESHI_MOBILE.test(input.recipient.phone)) return Promise.reject(new RangeError('recipient.phone: 01XXXXXXXXX'));
    const existing = this.parcels.get(input.invoice);
    if (existing) return Promise.resolve(this.view(existing));
    const serial = String(this.parcels.size + 1).padStart(6, '0');
    const record: SimulatedParcel = {
      parcel: { invoice: input.invoice, consignmentId: `SIM${serial}`, trackingCode: `SIMT${serial}` },
      createdAt: this.now().getTime(),
      endedAs: null,
    };
    this.parcels.set(input.invoice, record);
    return Promise.resolve(this.view(record));
  }

  findParcel(invoice: string): Promise<Parcel | null> {
    const record = this.parcels.get(invoice);
    return Promise.resolve(record ? this.view(record) : null);
  }

  parcelStatus(ref: ParcelRef): Promise<ParcelState> {
    try {
      const { status, rawStatus } = this.view(this.find(ref));
      return Promise.resolve({ status, rawStatus });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** Only a parcel not yet picked up can be cancelled, as with a real courier. */
  cancelParcel(ref: ParcelRef): Promise<void> {
    try {
      const record = this.find(ref);
      const { status } = this.view(record);
      if (status !== 'pending' && status !== 'cancelled') {
        return Promise.reject(new CourierError('simulated', 'refused', `a parcel ${status} cannot be cancelled`));
      }
      record.endedAs = 'cancelled';
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** The parcel comes back to the seller (the refused-at-the-door path), unless it was delivered or cancelled. */
  markReturned(ref: ParcelRef): void {
    const record = this.find(ref);
    const { status } = this.view(record);
    if (status === 'delivered' || status === 'cancelled')
      throw new CourierError('simulated', 'refused', `a parcel ${status} cannot be returned`);
    record.endedAs = 'returned';
  }

  parseWebhook(): WebhookEvent {
    throw new CourierError('simulated', 'unsupported', 'the simulated courier pushes nothing; poll parcelStatus');
  }

  private find(ref: ParcelRef): SimulatedParcel {
    const record =
      'invoice' in ref
        ? this.parcels.get(ref.invoice)
        : [...this.parcels.values()].find((candidate) => candidate.parcel.consignmentId === ref.consignmentId);
    if (!record) throw new CourierError('simulated', 'not_found', 'has no such parcel');
    return record;
  }

  private view(record: SimulatedParcel): Parcel {
    const status = record.endedAs ?? this.stepAt(this.now().getTime() - record.createdAt);
    return { ...record.parcel, status, rawStatus: status };
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
