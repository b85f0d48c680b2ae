import type { Catalogue } from '../catalogue.ts';
import admin from './admin.json';
import blog from './blog.json';
import dashboard from './dashboard.json';
import listing from './listing.json';
import money from './money.json';
import payments from './payments.json';
import selling from './selling.json';
import startup from './startup.ts';
// The deal's buyer side and the public seller page (issue 24).
import orders from './orders.json';
import sellers from './sellers.json';

/** The whole Bangla catalogue: the English one's shape (checked here and by catalogue-parity.test.ts). */
const bn = { ...startup, dashboard, payments, blog, selling, money, admin, orders, sellers, listing } satisfies Catalogue;
export default bn;
