import type { PaymentMethod, PublicConfig } from '@phonehaat/contract';
import { enabledProviders, type Env, type PaymentProviderName } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { CatalogueChanged } from '../catalogue-read/catalogue-changed.ts';
import { BkashClient } from './gateways/bkash/bkash-client.ts';
import { BkashGateway } from './gateways/bkash/bkash-gateway.ts';
import { BKASH_TEST_CREDENTIALS, startBkashStandIn, type BkashStandIn } from './gateways/bkash/simulated-gateway.ts';
import type { RedirectGateway } from './gateways/gateway.ts';
import { SslcommerzClient } from './gateways/sslcommerz/client.ts';
import { startSslcommerzStandIn, type SslcommerzStandIn } from './gateways/sslcommerz/simulated-gateway.ts';
import { SslcommerzGateway } from './gateways/sslcommerz/sslcommerz-gateway.ts';
import type { PaymentProvider } from './provider.ts';
import { SimulatedProvider } from './simulated-provider.ts';
import { StripeProvider } from './stripe-provider.ts';

export type ConfiguredProvider = SimulatedProvider | StripeProvider;

/** Where the simulated gateways' TEST MODE pages are in the web app. */
export const testGatewayPages = {
  bkash: (paymentID: string) => `/test-gateway/bkash/${encodeURIComponent(paymentID)}`,
  sslcommerz: (tranId: string) => `/test-gateway/sslcommerz/${encodeURIComponent(tranId)}`,
};

/** Every provider PAYMENT_PROVIDERS enabled, ready to take money (decision 0032). */
export interface PaymentProviders {
  /** The spec's card flow; the simulated processor when no card processor is enabled (its routes stay). */
  card: ConfiguredProvider;
  bkash: BkashGateway | null;
  sslcommerz: SslcommerzGateway | null;
  /** The app's own simulated gateways (TEST MODE): the buyer's page drives them. */
  simulated: { bkash: BkashStandIn | null; sslcommerz: SslcommerzStandIn | null };
  /** Every provider that can hold money, for the refund sweep. */
  all: PaymentProvider[];
  gateways: RedirectGateway[];
  close(): Promise<void>;
}

/** The card processor: Stripe when enabled, else the simulated one. Env validation has checked Stripe's keys. */
export function selectPaymentProvider(env: Env, db: Database): ConfiguredProvider {
  if (enabledProviders(env).includes('stripe')) {
    return new StripeProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiBase: env.STRIPE_API_BASE,
    });
  }
  return new SimulatedProvider(db);
}

/**
 * Builds the enabled providers. A simulated gateway is the real client talking to the app's own
 * simulated gateway on a loopback port (the stand-in the tests use): the demo runs the real code path,
 * and only the buyer's page (wallet, OTP, PIN; the method picker) is ours, marked TEST MODE.
 */
export async function openPaymentProviders(
  env: Env,
  db: Database,
  catalogueChanged: CatalogueChanged,
  now: () => Date,
): Promise<PaymentProviders> {
  const enabled = enabledProviders(env);
  const timeout = env.GATEWAY_TIMEOUT_MS ? { timeoutMs: env.GATEWAY_TIMEOUT_MS } : {};
  const card = selectPaymentProvider(env, db);
  const simulated = {
    bkash: enabled.includes('simulated-bkash') ? await startBkashStandIn({ keepRequests: false }) : null,
    sslcommerz: enabled.includes('simulated-sslcommerz') ? await startSslcommerzStandIn({ keepRequests: false }) : null,
  };

  let bkash: BkashGateway | null = null;
  if (simulated.bkash) {
    const client = new BkashClient({ baseUrl: simulated.bkash.url, ...BKASH_TEST_CREDENTIALS, timeoutMs: 10_000, ...timeout });
    bkash = new BkashGateway(db, catalogueChanged, client, 'simulated-bkash', now, testGatewayPages.bkash);
  } else if (enabled.includes('bkash')) {
    const client = new BkashClient({
      baseUrl: env.BKASH_BASE_URL!,
      appKey: env.BKASH_APP_KEY!,
      appSecret: env.BKASH_APP_SECRET!,
      username: env.BKASH_USERNAME!,
      password: env.BKASH_PASSWORD!,
      ...timeout,
    });
    bkash = new BkashGateway(db, catalogueChanged, client, 'bkash', now);
  }

  let sslcommerz: SslcommerzGateway | null = null;
  if (simulated.sslcommerz) {
    const { storeId, storePassword, url } = simulated.sslcommerz;
    const client = new SslcommerzClient({ storeId, storePassword, sandbox: true, apiBase: url, timeoutMs: 10_000, ...timeout });
    sslcommerz = new SslcommerzGateway(db, catalogueChanged, client, 'simulated-sslcommerz', now, testGatewayPages.sslcommerz);
  } else if (enabled.includes('sslcommerz')) {
    const client = new SslcommerzClient({
      storeId: env.SSLCOMMERZ_STORE_ID!,
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD!,
      sandbox: env.SSLCOMMERZ_SANDBOX!,
      apiBase: env.SSLCOMMERZ_API_BASE,
      ...timeout,
    });
    sslcommerz = new SslcommerzGateway(db, catalogueChanged, client, 'sslcommerz', now);
  }

  const gateways = [bkash, sslcommerz].filter((gateway) => gateway !== null);
  return {
    card,
    bkash,
    sslcommerz,
    simulated,
    gateways,
    all: [card, ...gateways],
    close: async () => {
      await Promise.all([simulated.bkash?.close(), simulated.sslcommerz?.close()]);
    },
  };
}

const methodOf = (name: PaymentProviderName, env: Env): PaymentMethod => {
  switch (name) {
    case 'simulated':
      return { id: 'card', testMode: true };
    case 'stripe':
      return { id: 'card', testMode: env.STRIPE_PUBLISHABLE_KEY!.startsWith('pk_test_') };
    case 'bkash':
      return { id: 'bkash', testMode: env.BKASH_BASE_URL!.includes('sandbox') };
    case 'simulated-bkash':
      return { id: 'bkash', testMode: true };
    case 'sslcommerz':
      return { id: 'sslcommerz', testMode: env.SSLCOMMERZ_SANDBOX === true };
    case 'simulated-sslcommerz':
      return { id: 'sslcommerz', testMode: true };
    case 'cash':
      return { id: 'cash', testMode: false };
  }
};

/** What GET /config tells the web app about payments: the card processor, and every method in order. */
export function publicPaymentConfig(env: Env): PublicConfig['payments'] {
  const methods = enabledProviders(env).map((name) => methodOf(name, env));
  if (enabledProviders(env).includes('stripe')) {
    const key = env.STRIPE_PUBLISHABLE_KEY!;
    return { provider: 'stripe', publishableKey: key, testMode: key.startsWith('pk_test_'), methods };
  }
  return { provider: 'simulated', testMode: true, methods };
}
