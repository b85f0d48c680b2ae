import {
  bkashTestValues,
  errorCodes,
  testGatewayMessages,
  type TestBkashBody,
  type TestSslcommerzBody,
} from '@phonehaat/contract';
import { AppError } from '../../../errors/app-error.ts';
import type { BkashStandIn } from './bkash/simulated-gateway.ts';
import type { SslcommerzStandIn } from './sslcommerz/simulated-gateway.ts';

/**
 * The buyer's side of the simulated gateways (TEST MODE pages): what bKash's own page or SSLCommerz's
 * method picker would do, told to the app's simulated gateway. The wallet number, OTP and PIN are
 * compared with bKash's published sandbox values and dropped: never stored, never logged.
 */

const refuse = (message: string) => new AppError(errorCodes.validation, 400, message);

/** Answers the callback URL bKash would send the buyer to. */
export function actOnSimulatedBkash(gateway: BkashStandIn, paymentID: string, body: TestBkashBody): string {
  const payment = gateway.payments.get(paymentID);
  if (payment?.transactionStatus !== 'Initiated' || payment.buyer !== 'on-page')
    throw new AppError(errorCodes.notFound, 404, testGatewayMessages.notFound);
  if (body.action === 'cancel') return gateway.cancel(paymentID);
  const wallet = body.wallet.replace(/\D/g, '');
  if (wallet !== bkashTestValues.wallet && wallet !== bkashTestValues.declinedWallet)
    throw refuse(testGatewayMessages.wrongWallet);
  if (body.otp.trim() !== bkashTestValues.otp) throw refuse(testGatewayMessages.wrongOtp);
  if (body.pin.trim() !== bkashTestValues.pin) throw refuse(testGatewayMessages.wrongPin);
  return wallet === bkashTestValues.declinedWallet ? gateway.decline(paymentID) : gateway.approve(paymentID);
}

/** How SSLCommerz names each method in card_type. */
const CARD_TYPES = {
  bkash: 'BKASH-BKash',
  nagad: 'NAGAD-Nagad',
  rocket: 'DBBLMOBILEB-Dbbl Mobile Banking',
  card: 'VISA-Dutch Bangla',
} as const;

/** The IPN the gateway would POST for what the buyer did on the picker. */
export function actOnSimulatedSslcommerz(
  gateway: SslcommerzStandIn,
  tranId: string,
  body: TestSslcommerzBody,
): Record<string, string> {
  const session = [...gateway.sessions.values()].find((candidate) => candidate.form.tran_id === tranId);
  if (!session) throw new AppError(errorCodes.notFound, 404, testGatewayMessages.notFound);
  if (body.outcome === 'cancel') return gateway.cancel(tranId);
  if (body.outcome === 'fail') return gateway.fail(tranId);
  return gateway.pay(tranId, { method: CARD_TYPES[body.method] });
}
