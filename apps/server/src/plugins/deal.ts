import fp from 'fastify-plugin';
import { HandoverCodes } from '../services/orders/handover-code.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock every order, ledger and review use case reads; tests pass their own. */
    clock: () => Date;
    handoverCodes: HandoverCodes;
  }
}

export interface DealPluginOptions {
  /** The server's secret: hand-over codes are derived from it (services/orders/handover-code.ts). */
  secret: string;
  now?: (() => Date) | undefined;
}

/** What the deal's routes share: the clock and the hand-over codes. */
export default fp<DealPluginOptions>(
  async (app, { secret, now = () => new Date() }) => {
    app.decorate('clock', now);
    app.decorate('handoverCodes', new HandoverCodes(secret));
  },
  { name: 'deal' },
);
