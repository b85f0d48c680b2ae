import Stripe from 'stripe';
import { fromPoisha, PAYMENT_CURRENCY, toPoisha, type CreateIntentInput, type CardProvider, type ProviderIntent } from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API: a local stand-in in tests. */
  apiBase?: string | undefined;
}

const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

export const stripeIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: fromPoisha(intent.amount),
  currency: intent.currency,
  bookingId: intent.metadata?.bookingId ?? null,
});

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Card payments through Stripe with the official SDK: PaymentIntents in BDT, amounts in poisha. */
export class StripeProvider implements CardProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'PhoneHaat' },
      ...hostOptions(options.apiBase),
    });
    this.webhookSecret = options.webhookSecret;
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const amount = toPoisha(input.amount);
    const intent = await this.stripe.paymentIntents.create(
      {
        amount,
        currency: PAYMENT_CURRENCY,
        allowed_payment_method_types: ['card'],
        description: `PhoneHaat: ${input.productName}`.slice(0, 1000),
        metadata: { bookingId: input.bookingId, productId: input.productId },
      },
      // One open intent per booking: Stripe answers every create with this key (for 24 hours, and
      // concurrent ones too) with the first intent.
      { idempotencyKey: `intent-${input.bookingId}-${amount}` },
    );
    return stripeIntent(intent);
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (!INTENT_ID.test(id)) return null;
    try {
      return stripeIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async release(id: string): Promise<void> {
    const intent = await this.stripe.paymentIntents.retrieve(id);
    if (intent.status === 'succeeded') {
      try {
        // The idempotency key makes a second release of the same intent a no-op.
        await this.stripe.refunds.create({ payment_intent: id, reason: 'requested_by_customer' }, { idempotencyKey: `release-${id}` });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
        throw error;
      }
    } else if (intent.status !== 'canceled') {
      await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `release-${id}` });
    }
  }

  /** Verifies a webhook delivery's signature against the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}
