import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courierNames, parcelStatuses } from '@phonehaat/contract';
import { bookings } from './orders.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A courier order's parcel (issue 42), one per order: the primary key is the order, so two pickup
 * bookings at once insert one row and the second finds it. `requested` until the courier answered the
 * create (the job queue asks again when it did not); then the courier's ids and its last status.
 */
export const parcels = pgTable(
  'parcels',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => bookings.id),
    courier: text('courier', { enum: courierNames }).notNull(),
    status: text('status', { enum: parcelStatuses }).notNull().default('requested'),
    rawStatus: text('raw_status').notNull().default('requested'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** Whole TK the courier collects at the door: price plus fee on cash on delivery, else 0. */
    codAmount: integer('cod_amount').notNull(),
    collected: integer('collected'),
    /** The law's delivery deadline: 5 days from payment within the seller's district, 10 elsewhere. */
    deliverBy: timestamp('deliver_by', { withTimezone: true }).notNull(),
    /** The seller's word that the phone is off their NEIR record, given when booking (decision 0045). */
    neirDeregistered: boolean('neir_deregistered').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** When the courier was last asked (or last pushed); the polling job asks the stalest first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The last create or status call that failed, for the reconciliation page. */
    lastError: text('last_error'),
    /** Set once the deadline's notice was written, so it is written once. */
    overdueNoticeAt: timestamp('overdue_notice_at', { withTimezone: true }),
  },
  (table) => [
    check('parcels_courier_check', sql`${table.courier} in (${quoted(courierNames)})`),
    check('parcels_status_check', sql`${table.status} in (${quoted(parcelStatuses)})`),
    uniqueIndex('parcels_consignment_idx').on(table.courier, table.consignmentId),
    // The polling job: parcels still moving, stalest first.
    index('parcels_active_idx')
      .on(table.checkedAt)
      .where(sql`${table.status} in ('requested', 'pending', 'picked_up', 'in_transit', 'on_hold')`),
  ],
);

/** What a parcel went through, once per status (the courier repeats itself; polling and webhooks overlap). */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => parcels.orderId),
    status: text('status', { enum: parcelStatuses }).notNull(),
    rawStatus: text('raw_status').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('parcel_events_once_idx').on(table.orderId, table.status)],
);

/**
 * The simulated courier's parcels, in the database so that every instance and the worker see the same
 * ones and a restart loses none (the demo's courier, never a real one).
 */
export const simulatedCourierParcels = pgTable('simulated_courier_parcels', {
  invoice: text('invoice').primaryKey(),
  serial: bigserial('serial', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  endedAs: text('ended_as', { enum: parcelStatuses }),
});
