import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { Booking } from '@phonehaat/contract';
import { CheckoutForm, type ConfirmResult } from './checkout-form.tsx';
import { useDeclineText } from './decline-text.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched once per key, and only when a Stripe payment page opens. */
const stripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

interface StripeCheckoutProps {
  booking: Booking;
  clientSecret: string | undefined;
  publishableKey: string;
}

/** Stripe Elements' card field (spec §2 "a card field"); loaded lazily, in Stripe mode only. */
export default function StripeCheckout({ publishableKey, ...props }: StripeCheckoutProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ booking, clientSecret }: Omit<StripeCheckoutProps, 'publishableKey'>) {
  const { t } = useTranslation('payments');
  const declineText = useDeclineText();
  const stripe = useStripe();
  const elements = useElements();

  async function confirmCard(secret: string): Promise<ConfirmResult> {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { ok: false, message: t('checkout.notReady') };
    const { error, paymentIntent } = await stripe.confirmCardPayment(secret, {
      payment_method: { card, billing_details: { name: booking.buyerName, email: booking.email } },
    });
    // Stripe's messages arrive in English: known ones are shown in the page's language, others as a plain decline.
    if (error) return { ok: false, message: (error.message && declineText(error.message)) || t('checkout.declined') };
    if (paymentIntent.status !== 'succeeded') return { ok: false, message: t('checkout.notSucceeded') };
    return { ok: true, transactionId: paymentIntent.id };
  }

  return (
    <CheckoutForm booking={booking} clientSecret={clientSecret} providerReady={Boolean(stripe && elements)} confirmCard={confirmCard}>
      <div className="rounded-field border border-base-300 bg-base-100 px-3 py-3.5">
        <CardElement
          options={{
            hidePostalCode: true,
            style: { base: { fontSize: '16px', color: '#1f2933', '::placeholder': { color: '#6b7280' } }, invalid: { color: '#b91c1c' } },
          }}
        />
      </div>
    </CheckoutForm>
  );
}
