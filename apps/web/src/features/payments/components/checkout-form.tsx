import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Booking } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { TransactionId } from './transaction-id.tsx';

/** A refusal's message is already in the page's language. */
export type ConfirmResult = { ok: true; transactionId: string } | { ok: false; message: string };

export interface CheckoutFormProps {
  booking: Booking;
  clientSecret: string | undefined;
  /** The card processor's script and field are loaded. */
  providerReady: boolean;
  /** Confirms the card with the processor. */
  confirmCard: (clientSecret: string) => Promise<ConfirmResult>;
  /** The card field(s). */
  children: ReactNode;
}

/** How long the success message stays before My Orders opens. */
export const SUCCESS_REDIRECT_MS = 2500;

/**
 * The payment flow of spec §4, whichever processor is underneath: confirm the card, then record the
 * payment; errors in red under the form; on success the congratulation and the transaction id, then
 * My Orders.
 */
export function CheckoutForm({ booking, clientSecret, providerReady, confirmCard, children }: CheckoutFormProps) {
  const { t } = useTranslation(['payments', 'spec']);
  const errorText = useErrorText();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const recordPayment = useRecordPayment();
  const navigate = useNavigate();

  useEffect(() => {
    if (!transactionId) return;
    const timer = setTimeout(() => navigate(paths.myOrders), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [transactionId, navigate]);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!clientSecret || !providerReady || processing) return;
    setProcessing(true);
    setError('');
    try {
      const confirmed = await confirmCard(clientSecret);
      if (!confirmed.ok) {
        setError(confirmed.message);
        setProcessing(false);
        return;
      }
      const recorded = await recordPayment.mutateAsync({
        price: booking.price,
        transactionId: confirmed.transactionId,
        email: booking.email,
        bookingId: booking._id,
      });
      // Pay stays disabled: this booking is paid.
      if (recorded.insertedId) setTransactionId(confirmed.transactionId);
    } catch (failure) {
      setError(failure instanceof Error ? errorText(failure) : t('checkout.failed'));
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} noValidate aria-label={t('checkout.formLabel')} className="flex flex-col gap-4">
      {children}
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start sm:px-10" disabled={!providerReady || !clientSecret || processing}>
        {processing && !transactionId && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('checkout.pay')}
      </button>
      <div aria-live="polite" className="min-h-6">
        {error && (
          <p role="alert" className="text-error font-medium">
            {error}
          </p>
        )}
        {transactionId && (
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-success">{t('spec:paymentCompleted')}</p>
            <TransactionId id={transactionId} />
          </div>
        )}
      </div>
    </form>
  );
}
