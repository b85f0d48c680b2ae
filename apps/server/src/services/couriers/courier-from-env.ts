import type { Database } from '../../db/client.ts';
import type { CourierChoice } from '../../config/couriers/courier-env.ts';
import type { Courier } from './courier.ts';
import { PathaoClient } from './pathao/pathao-client.ts';
import { pathaoSettingsFromEnv } from '../../config/couriers/pathao-settings.ts';
import { SimulatedCourier } from './simulated-courier.ts';
import { DatabaseParcelStore } from './simulated-parcel-store.ts';
import { SteadfastClient } from './steadfast/steadfast-client.ts';
import { steadfastSettingsFromEnv } from '../../config/couriers/steadfast-settings.ts';

/**
 * The courier COURIER names (config/courier-env.ts has validated its variables at start-up), or null for
 * `none`: listings then offer meet-ups only. The simulated one keeps its parcels in the database and moves
 * them on the deal's clock (the test clock in browser tests).
 */
export function courierFromEnv(
  choice: CourierChoice,
  raw: Record<string, string | undefined>,
  db: Database,
  clock: () => Date,
): Courier | null {
  switch (choice) {
    case 'none':
      return null;
    case 'simulated':
      return new SimulatedCourier(clock, { store: new DatabaseParcelStore(db) });
    case 'steadfast':
      return new SteadfastClient(steadfastSettingsFromEnv(raw));
    case 'pathao':
      return new PathaoClient(pathaoSettingsFromEnv(raw));
  }
}
