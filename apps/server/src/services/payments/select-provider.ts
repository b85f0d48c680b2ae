import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { SimulatedProvider } from './simulated-provider.ts';
import { StripeProvider } from './stripe-provider.ts';

export type ConfiguredProvider = SimulatedProvider | StripeProvider;

/** The processor PAYMENT_PROVIDER names; env validation has made sure Stripe's keys are there. */
export function selectPaymentProvider(env: Env, db: Database): ConfiguredProvider {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    return new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase: env.STRIPE_API_BASE });
  }
  return new SimulatedProvider(db);
}

/** What GET /config tells the web app about payments. */
export function publicPaymentConfig(env: Env): { provider: 'simulated' | 'stripe'; publishableKey?: string; testMode: boolean } {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const key = env.STRIPE_PUBLISHABLE_KEY!;
    return { provider: 'stripe', publishableKey: key, testMode: key.startsWith('pk_test_') };
  }
  return { provider: 'simulated', testMode: true };
}
