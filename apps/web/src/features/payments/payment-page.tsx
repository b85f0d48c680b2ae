import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Booking, PaymentMethodId } from '@phonehaat/contract';
import { CashAtMeetupOption } from './components/cash-at-meetup-option.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { orderQuery } from '../orders/index.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { DeliveryAmounts } from '../delivery/index.ts';
import { useBooking } from './api/booking.ts';
import { usePaymentConfig, type PaymentConfig } from './api/payment-config.ts';
import { usePaymentIntent } from './api/payment-intent.ts';
import { GatewayCheckout } from './components/gateway-checkout.tsx';
import { GatewayOutcome } from './components/gateway-outcome.tsx';
import { MethodChoice, PAYABLE_HERE } from './components/method-choice.tsx';
import SimulatedCheckout from './components/simulated-checkout.tsx';
import { TestModeNote } from './components/test-mode-note.tsx';
import { TransactionId } from './components/transaction-id.tsx';

// Stripe's SDK is downloaded only when this deployment pays through Stripe.
const StripeCheckout = lazy(() => import('./components/stripe-checkout.tsx'));

/** Spec §2 /dashboard/payment/{id}: pay for one of the buyer's bookings, by card or another enabled method (issue 25). */
export default function PaymentPage() {
  const { t } = useTranslation(['payments', 'spec']);
  const { tk, amount } = useFormat();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const booking = useBooking(id);
  // A courier order (issue 42) costs its price plus the delivery fee, shown apart before the pay buttons.
  const delivery = useQuery({ ...orderQuery(id), enabled: booking.isSuccess }).data?.courier;

  if (booking.isPending) return <Spinner label={t('page.loading')} />;
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col items-center p-4 py-12 text-center sm:p-8">
        <title>{`${t('page.tabTitle')} — PhoneHaat`}</title>
        <h1 className="text-2xl font-bold">{missing ? t('page.notFound') : t('page.loadFailed')}</h1>
        <p role="alert" className="mt-2 text-base-content/70">
          {missing ? t('page.notFoundBody') : errorText(booking.error)}
        </p>
        <Link to={paths.myOrders} className="btn btn-primary mt-6">
          {t('page.backToOrders')}
        </Link>
      </section>
    );
  }

  const current = booking.data;
  // Only a booking the server would take a payment for asks for money (its `actions`, from the transition table).
  const payable = isPayable(current);
  const title = t('spec:paymentTitle', { value: current.productName });
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-4 sm:p-8" aria-labelledby="payment-title">
      <title>{`${title} — PhoneHaat`}</title>
      <header className="flex items-center gap-4">
        <img
          src={current.productImage}
          alt=""
          className="size-14 shrink-0 rounded-box border border-base-300 bg-base-200 object-contain sm:size-20"
        />
        <div className="min-w-0">
          <h1 id="payment-title" className="text-xl font-bold break-words sm:text-3xl">
            {title}
          </h1>
          {payable ? (
            <p className="mt-1 text-base sm:text-lg">{t('spec:paymentPrompt', { value: amount(delivery?.totalTk ?? current.price) })}</p>
          ) : (
            <p className="mt-1 text-base text-base-content/70 sm:text-lg">{tk(current.price)}</p>
          )}
        </div>
      </header>
      <p className="flex flex-wrap gap-x-1 rounded-box bg-base-200 px-4 py-3 text-sm">
        <span>{t('protection.note')}</span>
        <Link to={paths.help.buyerProtection} className="link font-medium">
          {t('protection.link')}
        </Link>
      </p>
      {payable && delivery && (
        <DeliveryAmounts priceTk={current.price} feeTk={delivery.feeTk} totalTk={delivery.totalTk} className="rounded-box bg-base-200 px-4 py-3" />
      )}
      <PaymentBody booking={current} />
    </section>
  );
}

const isPayable = (booking: Booking) => (booking.actions?.includes('pay') ?? false) && !booking.paid;

/** Why a booking cannot be paid, in the page's words: its state first, then its phone's. */
function closedText(booking: Booking): ClosedKey {
  if (booking.state === 'cash_agreed') return 'closed.cashAgreed';
  if (booking.state === 'completed') return 'closed.cashCompleted';
  // Declined because another buyer paid first: the phone's sale is the reason worth saying.
  if (booking.productStatus === 'sold' && booking.state !== 'expired' && booking.state !== 'cancelled')
    return 'notice.productSold';
  if (booking.state === 'expired' || booking.state === 'declined' || booking.state === 'cancelled')
    return `closed.${booking.state}`;
  if (booking.productStatus === 'removed') return 'notice.productRemoved';
  return 'closed.notNow';
}
type ClosedKey =
  | 'closed.cashAgreed'
  | 'closed.cashCompleted'
  | 'closed.expired'
  | 'closed.declined'
  | 'closed.cancelled'
  | 'closed.notNow'
  | 'notice.productSold'
  | 'notice.productRemoved';

function PaymentBody({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['payments', 'spec']);
  const [search] = useSearchParams();
  if (booking.state === 'refunded') return <Notice tone="info" title={t('closed.refunded')} />;
  if (booking.paid) {
    // Back from a gateway that took the money: the spec's congratulation, as after a card payment.
    const justPaid = search.get('outcome') === 'paid';
    return (
      <Notice tone="success" title={justPaid ? t('spec:paymentCompleted') : t('notice.alreadyPaid')}>
        {booking.transactionId && <TransactionId id={booking.transactionId} />}
      </Notice>
    );
  }
  if (isPayable(booking)) return <Checkout booking={booking} />;
  // No pay form where the server would refuse the payment (issue 36): why, and the way back.
  const reason = closedText(booking);
  const cash = booking.state === 'cash_agreed' || booking.state === 'completed';
  return (
    <Notice tone={cash ? 'info' : 'error'} title={t(reason)}>
      {cash && (
        <Link to={paths.order(booking._id)} className="btn btn-primary btn-sm w-fit">
          {t('closed.seeOrder')}
        </Link>
      )}
    </Notice>
  );
}

/** The methods the operator enabled (GET /config); the card's panel is the spec's flow, the gateways send the buyer away. */
function Checkout({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const config = usePaymentConfig();
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);

  if (config.isPending) return <Spinner label={t('page.loadingCardForm')} />;
  if (config.isError)
    return (
      <p role="alert" className="text-error">
        {errorText(config.error)}
      </p>
    );
  const methods = config.data.methods.filter((method) => PAYABLE_HERE.has(method.id));
  const current = chosen ?? methods[0]?.id;
  return (
    <div className="flex flex-col gap-4">
      <GatewayOutcome />
      {methods.length > 1 && current && <MethodChoice methods={methods} chosen={current} onChoose={setChosen} />}
      {current === 'card' && <CardCheckout booking={booking} />}
      {(current === 'bkash' || current === 'sslcommerz') && (
        <div className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body p-4 sm:p-6">
            <GatewayCheckout key={current} booking={booking} method={current} />
          </div>
        </div>
      )}
      {config.data.methods.some((method) => method.id === 'cash') && <CashForBooking id={booking._id} />}
    </div>
  );
}

/** Cash at the meet-up, offered beside the online methods once the seller has accepted the booking (decision 0034). */
function CashForBooking({ id }: { id: string }) {
  const order = useQuery(orderQuery(id));
  return order.data ? <CashAtMeetupOption order={order.data} /> : null;
}

/** The spec's card flow, unchanged: the intent is requested as the card panel opens (the page's default method). */
function CardCheckout({ booking }: { booking: Booking }) {
  const { t } = useTranslation('payments');
  const errorText = useErrorText();
  const config = usePaymentConfig();
  // Spec §4: the payment intent is requested when the page opens.
  const intent = usePaymentIntent(booking, true);
  const clientSecret = intent.data?.clientSecret;

  return (
    <div className="flex flex-col gap-4">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-4 sm:p-6">
          {config.isPending && <Spinner label={t('page.loadingCardForm')} />}
          {config.isError && (
            <p role="alert" className="text-error">
              {errorText(config.error)}
            </p>
          )}
          {config.data && <CardForm config={config.data} booking={booking} clientSecret={clientSecret} />}
          {intent.isError && (
            <p role="alert" className="text-error">
              {errorText(intent.error)}
            </p>
          )}
        </div>
      </div>
      {config.data?.testMode && <TestModeNote />}
    </div>
  );
}

function CardForm({
  config,
  booking,
  clientSecret,
}: {
  config: PaymentConfig;
  booking: Booking;
  clientSecret: string | undefined;
}) {
  const { t } = useTranslation('payments');
  if (config.provider === 'simulated') return <SimulatedCheckout booking={booking} clientSecret={clientSecret} />;
  if (!config.publishableKey)
    return (
      <p role="alert" className="text-error">
        {t('page.notConfigured')}
      </p>
    );
  return (
    <Suspense fallback={<Spinner label={t('page.loadingCardForm')} />}>
      <StripeCheckout booking={booking} clientSecret={clientSecret} publishableKey={config.publishableKey} />
    </Suspense>
  );
}

const noticeTones = { success: 'alert-success', error: 'alert-error', info: 'alert-info' } as const;

function Notice({ tone, title, children }: { tone: keyof typeof noticeTones; title: string; children?: React.ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <div
      role="status"
      // One column: daisyUI's alert puts its parts side by side, which squeezed the text and the link at 360 px.
      className={`alert alert-soft grid-flow-row grid-cols-1 justify-items-start gap-2 ${noticeTones[tone]}`}
      data-testid="payment-notice"
    >
      <p className="font-semibold">{title}</p>
      {children}
      <Link to={paths.myOrders} className="link font-medium">
        {t('page.backToOrders')}
      </Link>
    </div>
  );
}
