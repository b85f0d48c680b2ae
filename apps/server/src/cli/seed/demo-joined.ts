import { demoPeople, demoProducts } from './catalogue.ts';
import { demoListedAt } from './demo-photos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a demo person's account was made: a seller's "Member since" (account creation, as everywhere) must
 * come before their first listing, not be the day the demo was seeded. Sellers joined some weeks before
 * their first listing; everyone else before the catalogue's first. Spread out so no two share a day.
 */
export function demoJoinedAt(personKey: string): Date {
  const index = demoPeople.findIndex((person) => person.key === personKey);
  const own = demoProducts.filter((item) => item.seller === personKey);
  const first = Math.min(...(own.length > 0 ? own : demoProducts).map((item) => demoListedAt(item).getTime()));
  return new Date(first - (21 + 9 * Math.max(index, 0)) * DAY_MS);
}
