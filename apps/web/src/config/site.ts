/**
 * The business's own facts that the help pages state (issue 36 item 21), in one place. Values that are
 * business decisions not made yet are `null`, and the pages leave them out until they are set here:
 * the trade licence number, the registered address and a support phone line (Bangladesh's Digital
 * Commerce Operation Guidelines 2021 ask for the trade licence to be shown before launch).
 */
export const site = {
  /** The support mailbox the contact page and the policies name. */
  supportEmail: 'support@phonehaat.com.bd',
  supportPhone: null as string | null,
  /** The trade licence number, as issued by the city corporation. */
  tradeLicence: null as string | null,
  registeredAddress: null as string | null,
  /** What PhoneHaat commits to (the Guidelines' figures): complaints taken up within, refunds reach the buyer within. */
  complaintHours: 72,
  refundDays: 10,
} as const;
