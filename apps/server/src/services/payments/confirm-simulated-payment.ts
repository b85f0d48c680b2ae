import type { SimulatedConfirmAnswer, SimulatedConfirmBody } from '@phonehaat/contract';
import type { SimulatedProvider } from './simulated-provider.ts';

/**
 * POST /payments/simulated/confirm: the simulated provider's card form confirms through our server,
 * as Stripe.js would with Stripe. The client secret is the capability, as with Stripe.
 */
export async function confirmSimulatedPayment(provider: SimulatedProvider, body: SimulatedConfirmBody): Promise<SimulatedConfirmAnswer> {
  const intent = await provider.confirm(body.clientSecret, body.card);
  return { id: intent.id, status: 'succeeded' };
}
