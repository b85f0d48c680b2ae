import fp from 'fastify-plugin';
import type { Courier } from '../services/couriers/courier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The courier delivery goes by (COURIER; issue 42), or null when delivery is off. */
    courier: Courier | null;
  }
}

/** Shares the configured courier with the routes and the order timers' sweep. */
export default fp<{ courier: Courier | null }>(
  async (app, { courier }) => {
    app.decorate('courier', courier);
  },
  { name: 'courier' },
);
