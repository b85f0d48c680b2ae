import fp from 'fastify-plugin';
import type { ImeiVault } from '../services/imei/imei-vault.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and seals listings' IMEIs with the environment's keys (decision 0036). */
    imeiVault: ImeiVault;
  }
}

export default fp<{ vault: ImeiVault }>(
  async (app, { vault }) => {
    app.decorate('imeiVault', vault);
  },
  { name: 'imei-vault' },
);
