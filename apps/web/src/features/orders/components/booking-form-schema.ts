import { z } from 'zod';
import { bookingForm, bookingFormFields, deliveryAddress } from '@phonehaat/contract';
import type { AddressInput } from '../../delivery/index.ts';

/** A phone typed by the buyer is checked as the spec's; left empty on a courier booking, the courier's mobile is sent. */
const optionalPhone = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), bookingFormFields.phone.optional());

/**
 * The booking form with issue 42's choice: a meet-up is the spec's form as it was (pick-up location and
 * phone required); delivery by courier takes the contract's address instead of the pick-up location.
 */
export const bookingChoiceForm = z.discriminatedUnion('method', [
  bookingForm.extend({ method: z.literal('meetup'), address: z.unknown().optional() }),
  z.object({ method: z.literal('courier'), pickUpLocation: z.string().optional(), phone: optionalPhone, address: deliveryAddress }),
]);

export type BookingMethod = 'meetup' | 'courier';
/** What the form holds: every field text, whichever way is chosen. */
export interface BookingChoiceInput {
  method: BookingMethod;
  pickUpLocation: string;
  phone: string;
  address: AddressInput;
}
export type BookingChoiceValues = z.output<typeof bookingChoiceForm>;

/** The spec's pick-up location is at most 200 characters: a long address is cut to fit (the address itself goes whole). */
export const PICK_UP_MAX = 200;
