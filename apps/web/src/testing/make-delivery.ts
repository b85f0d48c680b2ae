import type { OrderDelivery, Parcel, ParcelMismatch } from '@phonehaat/contract';

/** Test data: a courier order's delivery (issue 42) to Mirpur, Dhaka, paid online, its pickup not booked yet. */
export function makeOrderDelivery(overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    address: { division: 'dhaka', district: 'dhaka', area: 'Mirpur', street: 'House 12, Road 3, Section 10', phone: '01711223344' },
    addressLine: 'House 12, Road 3, Section 10, Mirpur, Dhaka',
    feeTk: 130,
    totalTk: 64130,
    codOffered: false,
    cashOnDelivery: false,
    pickupFrom: 'Dhanmondi 27, Dhaka',
    parcel: null,
    ...overrides,
  };
}

/** Test data: a parcel the simulated courier picked up, on its way. */
export function makeParcel(overrides: Partial<Parcel> = {}): Parcel {
  return {
    courier: 'simulated',
    status: 'in_transit',
    rawStatus: 'in_review',
    consignmentId: 'SIM-482913',
    trackingCode: 'PHT7Q2KX',
    bookedAt: '2026-11-21T09:00:00.000Z',
    deliverBy: '2026-11-25T11:00:00.000Z',
    codAmountTk: 0,
    collectedTk: null,
    events: [
      { status: 'pending', rawStatus: 'pending', at: '2026-11-21T09:00:00.000Z', message: null },
      { status: 'picked_up', rawStatus: 'picked', at: '2026-11-21T15:00:00.000Z', message: 'Picked up from the seller' },
      { status: 'in_transit', rawStatus: 'in_review', at: '2026-11-22T08:00:00.000Z', message: 'At the Dhaka hub' },
    ],
    ...overrides,
  };
}

/** Test data: a parcel the courier says was delivered while its order still waits for it. */
export function makeParcelMismatch(overrides: Partial<ParcelMismatch> = {}): ParcelMismatch {
  return {
    orderId: '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d',
    productName: 'iPhone 13 128GB Midnight',
    orderState: 'sent',
    courier: 'simulated',
    parcelStatus: 'delivered',
    rawStatus: 'delivered',
    consignmentId: 'SIM-482913',
    problem: 'The courier delivered the parcel but the order is still waiting for it',
    checkedAt: '2026-11-23T06:00:00.000Z',
    ...overrides,
  };
}
