import type { NotificationItem } from '@phonehaat/contract';

/** Test data: one notification as GET /notifications lists it (issue 38): an unread new booking unless overridden. */
export function makeNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 'n1',
    kind: 'booking_made',
    params: { orderId: 'o1', productId: 'p1', product: 'iPhone 13 128GB Midnight', name: 'Rafiq Ahmed', amount: 6_400_000 },
    link: '/dashboard/orders/o1',
    createdAt: '2026-03-28T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}
