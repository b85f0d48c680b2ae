import type { Courier, NewParcel, Parcel } from './courier.ts';
import { isCourierError } from './courier-error.ts';

export type CreateOrFind =
  | { kind: 'created'; parcel: Parcel }
  /** The courier already had the invoice's parcel (an earlier attempt landed though its answer was lost). */
  | { kind: 'found'; parcel: Parcel }
  /**
   * The create may or may not have landed and the courier cannot be asked by invoice (Pathao): do not
   * create again. The courier's own "created" push (Pathao's order.created, which carries our
   * merchant_order_id) settles it; `recorded` reads what such pushes stored.
   */
  | { kind: 'unsettled'; reason: string };

export interface CreateOrFindOptions {
  /** The parcel our own records hold for the invoice (from an earlier answer or a webhook), if any. */
  recorded?: (invoice: string) => Promise<Parcel | null>;
}

/**
 * Books the invoice's parcel exactly once, however often the job queue runs it. What we recorded is
 * trusted first; a create that was not answered (timeout, 5xx, lost connection) or that the courier calls
 * a duplicate is settled by asking the courier by invoice, and created again only when the courier says it
 * has no such parcel. 'unreachable' while asking propagates, so the queue runs this again later.
 */
export async function createOrFindParcel(
  courier: Courier,
  input: NewParcel,
  options: CreateOrFindOptions = {},
): Promise<CreateOrFind> {
  const mine = await options.recorded?.(input.invoice);
  if (mine) return { kind: 'found', parcel: mine };
  try {
    return { kind: 'created', parcel: await courier.createParcel(input) };
  } catch (error) {
    if (!isCourierError(error, 'unreachable') && !isCourierError(error, 'duplicate')) throw error;
    if (!courier.findsByInvoice) {
      const recorded = await options.recorded?.(input.invoice);
      if (recorded) return { kind: 'found', parcel: recorded };
      return {
        kind: 'unsettled',
        reason: `${courier.name} cannot be asked by invoice: wait for its "created" webhook before booking again`,
      };
    }
    const found = await courier.findParcel(input.invoice);
    if (found) return { kind: 'found', parcel: found };
    if (error.kind === 'duplicate') throw error;
    return { kind: 'created', parcel: await courier.createParcel(input) };
  }
}
