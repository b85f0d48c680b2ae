import { enabledProviders, SIMULATED_PROVIDERS, type Env } from './env.ts';

/**
 * What a production start must say loudly (decision 0051): a public demo may enable the simulated
 * payment methods and the demo seed on purpose, but an operator who did so by mistake has to see it.
 * Elsewhere (npm start, tests) both are the point, and nothing is said.
 */
export function startupWarnings(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO' | 'PAYMENT_PROVIDERS' | 'PAYMENT_PROVIDER'> & { COURIER?: Env['COURIER'] }): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  const simulated = enabledProviders(env).filter((name) => SIMULATED_PROVIDERS.includes(name));
  if (simulated.length > 0) {
    warnings.push(
      `SIMULATED MONEY: ${simulated.join(', ')} enabled in production. These take no real payment: ` +
        'buyers "pay" with test cards and wallets. Remove them from PAYMENT_PROVIDERS unless this is a public demo.',
    );
  }
  if (env.COURIER === 'simulated') {
    warnings.push(
      'SIMULATED COURIER: COURIER=simulated in production. No parcel is booked with a real courier: pickups, tracking ' +
        'and deliveries are pretend. Name steadfast or pathao unless this is a public demo.',
    );
  }
  if (env.SEED_DEMO) {
    warnings.push(
      'DEMO ACCOUNTS: SEED_DEMO=true in production seeds an empty database with demo accounts (an admin among them) ' +
        'whose password is published. Set SEED_DEMO=false unless this is a public demo.',
    );
  }
  return warnings;
}
