import { eq } from 'drizzle-orm';
import { isUuid, type GatewayOutcome } from '@phonehaat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { gatewayCheckouts } from '../../db/schema/index.ts';
import { notFound } from '../../errors/app-error.ts';
import type { RedirectGateway } from './gateways/gateway.ts';

/**
 * An admin accepts or refunds a checkout the gateway flagged risky: the gateway that took it decides
 * (RedirectGateway.decideHeld). 404 when no enabled gateway has such a checkout.
 */
export async function decideHeldCheckout(
  db: Database,
  gateways: readonly RedirectGateway[],
  checkoutId: string,
  decision: 'accept' | 'refund',
  log?: FastifyBaseLogger,
): Promise<GatewayOutcome> {
  const [checkout] = isUuid(checkoutId)
    ? await db.select({ provider: gatewayCheckouts.provider }).from(gatewayCheckouts).where(eq(gatewayCheckouts.id, checkoutId))
    : [];
  const gateway = gateways.find((candidate) => candidate.name === checkout?.provider);
  if (!gateway) throw notFound('Gateway payment');
  return gateway.decideHeld(checkoutId, decision, log);
}
