/**
 * The roots of the query keys that one feature writes and another reads: a listing changed in the
 * dashboard shows on the catalogue's lists, a booking made on a product page shows in My Orders, a
 * payment marks it Paid there. Each list's own api file builds its key factory under one of these
 * roots and exports it; a mutation invalidates the list's factory, or the root when the lists it
 * changes belong to another feature (which it may not import).
 */
export const productKeys = { all: ['products'] } as const;
export const bookingKeys = { all: ['bookings'] } as const;
/** Issue 38: the bell's count, the notifications' lists and their settings (features/notifications). */
export const notificationKeys = { all: ['notifications'] } as const;
/** Issue 39 §5: the hearts' ids, the watchlist and the saved searches (features/watchlist). */
export const watchlistKeys = { all: ['watchlist'] } as const;
/** Issue 39: the threads, the messages' unread count, one thread, a listing's or an order's thread (features/conversations). */
export const conversationKeys = { all: ['conversations'] } as const;
