import fp from 'fastify-plugin';
import { HandoverCodes } from '../services/orders/handover-code.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock every order, ledger and review use case reads; tests pass their own. */
    clock: () => Date;
    handoverCodes: HandoverCodes;
    /** Only with TEST_CLOCK=true: moves `clock` forward (browser tests of the deal's timers). */
    testClock?: { advance(ms: number): Date };
  }
}

export interface DealPluginOptions {
  /** The server's secret: hand-over codes are derived from it (services/orders/handover-code.ts). */
  secret: string;
  now?: (() => Date) | undefined;
  /** TEST_CLOCK=true: the clock runs ahead of `now` by whatever the test clock's route added. */
  adjustableClock?: boolean | undefined;
}

/** What the deal's routes share: the clock and the hand-over codes. */
export default fp<DealPluginOptions>(
  async (app, { secret, now = () => new Date(), adjustableClock = false }) => {
    if (adjustableClock) {
      let offsetMs = 0;
      const clock = () => new Date(now().getTime() + offsetMs);
      app.decorate('clock', clock);
      app.decorate('testClock', {
        advance: (ms: number) => {
          offsetMs += ms;
          return clock();
        },
      });
    } else app.decorate('clock', now);
    app.decorate('handoverCodes', new HandoverCodes(secret));
  },
  { name: 'deal' },
);
