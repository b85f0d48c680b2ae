/**
 * Cash at the meet-up (issue 25 item 3, decision 0034): messages written once for the server and the
 * web app, which shows them in the page's language by these keys.
 */
export const cashMessages = {
  /** 409: the listing does not take cash (or stopped taking it). */
  notAccepted: 'The seller does not take cash at the meet-up for this phone',
} as const;

/** The note on the phone's other open bookings when one buyer's cash order reserves it. */
export const cashReservedNote = 'Another buyer will pay cash for this phone at the meet-up';
