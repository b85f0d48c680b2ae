import { z } from 'zod';

/**
 * The ways a buyer can pay (issue 25). `card` is the spec's card flow (the simulated processor or
 * Stripe); `bkash` and `sslcommerz` send the buyer to a gateway's page and back; `cash` is paid at the
 * meet-up. Which ones a deployment offers is PAYMENT_PROVIDERS, told to the web app by GET /config.
 */
export const paymentMethodIds = ['card', 'bkash', 'sslcommerz', 'cash'] as const;
export const paymentMethodId = z.enum(paymentMethodIds);
export type PaymentMethodId = z.infer<typeof paymentMethodId>;

/** One method as GET /config lists it: `testMode` when no real money moves (a simulated gateway). */
export const paymentMethod = z.object({ id: paymentMethodId, testMode: z.boolean() });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The methods that send the buyer to a gateway's page. */
export const gatewayMethod = z.enum(['bkash', 'sslcommerz']);
export type GatewayMethod = z.infer<typeof gatewayMethod>;

/** POST /payments/checkout: start paying a booking through a gateway. */
export const gatewayCheckoutBody = z.object({ bookingId: z.string().min(1).max(200), method: gatewayMethod });
export type GatewayCheckoutBody = z.infer<typeof gatewayCheckoutBody>;
/** Where to send the buyer next: the gateway's page, or back to ours. */
export const gatewayRedirectAnswer = z.object({ redirectUrl: z.string() });
export type GatewayRedirectAnswer = z.infer<typeof gatewayRedirectAnswer>;

/** What the payment page is told in `?outcome=` when a gateway sends the buyer back. */
export const gatewayOutcome = z.enum(['paid', 'failed', 'cancelled', 'pending', 'refused']);
export type GatewayOutcome = z.infer<typeof gatewayOutcome>;

/**
 * bKash's published sandbox test values, honoured by the simulated bKash page (and printed on it and in
 * the README). Nothing else is accepted; none of them is stored or logged.
 */
export const bkashTestValues = { wallet: '01770618575', declinedWallet: '01619777283', otp: '123456', pin: '12121' } as const;

/** GET /payments/test-gateway/{provider}/{id}: what the simulated gateway's page shows. */
export const testGatewayCheckout = z.object({
  method: gatewayMethod,
  amount: z.number().int(),
  productName: z.string(),
});
export type TestGatewayCheckout = z.infer<typeof testGatewayCheckout>;

/** POST /payments/test-gateway/bkash/{paymentID}: the buyer on the simulated bKash page. */
export const testBkashBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay'), wallet: z.string().max(20), otp: z.string().max(10), pin: z.string().max(10) }),
  z.object({ action: z.literal('cancel') }),
]);
export type TestBkashBody = z.infer<typeof testBkashBody>;

/** The methods the simulated SSLCommerz page offers, and how the gateway names them in card_type. */
export const sslcommerzTestMethods = ['bkash', 'nagad', 'rocket', 'card'] as const;
/** POST /payments/test-gateway/sslcommerz/{tran_id}: the buyer on the simulated SSLCommerz page. */
export const testSslcommerzBody = z.object({
  outcome: z.enum(['pay', 'fail', 'cancel']),
  method: z.enum(sslcommerzTestMethods).default('bkash'),
});
export type TestSslcommerzBody = z.infer<typeof testSslcommerzBody>;

export const testGatewayMessages = {
  wrongWallet: 'This is not a test wallet. Use one printed on this page.',
  wrongOtp: 'The verification code is wrong.',
  wrongPin: 'The PIN is wrong.',
  notFound: 'This payment is not open any more.',
} as const;

export const gatewayMessages = {
  notHeld: 'This payment is not waiting for a decision',
  unavailable: 'The payment gateway could not be reached. Please try again.',
  notEnabled: 'This payment method is not available',
  amountOutOfRange: 'This amount cannot be paid with this method',
} as const;

/** GET /admin/payments/reconciliation: each gateway checkout against the recorded payment. */
export const reconciliationIssue = z.enum([
  /** The gateway took money, no payment is recorded, and no refund is done. */
  'taken-not-recorded',
  /** A payment is recorded whose transaction id no checkout of that provider holds. */
  'recorded-without-checkout',
  /** The recorded amount differs from what the gateway took. */
  'amount-differs',
  /** A refund is due and has not gone through yet. */
  'refund-pending',
  /** The gateway flagged the payment risky: an admin must verify the buyer. */
  'held-for-review',
  /** The gateway did not answer; the job queue asks again. */
  'outcome-unknown',
]);
/** Where a gateway checkout stands (gateway_checkouts.status). */
export const checkoutStatuses = ['open', 'paid', 'failed', 'unknown', 'held', 'refund_due', 'refunded'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

export const reconciliationRow = z.object({
  checkoutId: z.string().nullable(),
  bookingId: z.string(),
  provider: z.string(),
  /** The checkout's status, or `recorded` for a payment recorded with no checkout. */
  status: z.enum([...checkoutStatuses, 'recorded']),
  transactionId: z.string().nullable(),
  /** Poisha the gateway took, when known. */
  gatewayAmount: z.number().int().nullable(),
  /** Poisha of the recorded payment, when there is one. */
  recordedAmount: z.number().int().nullable(),
  issue: reconciliationIssue.nullable(),
  updatedAt: z.string(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRow>;
export const reconciliationAnswer = z.object({
  rows: z.array(reconciliationRow),
  mismatches: z.number().int(),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswer>;

/**
 * POST /admin/payments/checkouts/{id}/decision: the admin's answer to a payment the gateway flagged
 * risky (SSLCommerz risk_level 1): accept it (the sale is recorded as any other) or refund it.
 */
export const heldPaymentDecisionBody = z.object({ decision: z.enum(['accept', 'refund']) });
export type HeldPaymentDecisionBody = z.infer<typeof heldPaymentDecisionBody>;
export const heldPaymentDecisionAnswer = z.object({ outcome: gatewayOutcome });
