import type { Catalogue } from '../catalogue.ts';
import admin from './admin.json';
import blog from './blog.json';
import dashboard from './dashboard.json';
import money from './money.json';
import payments from './payments.json';
import selling from './selling.json';
import startup from './startup.ts';
// The deal's buyer side and the public seller page (issue 24).
import orders from './orders.json';
import sellers from './sellers.json';
// Issue 26: the review queue and reports.
import moderation from './moderation.json';

/** The whole Bangla catalogue: the English one's shape (checked here and by catalogue-parity.test.ts). */
const bn = { ...startup, dashboard, payments, blog, selling, money, admin, orders, sellers, moderation } satisfies Catalogue;
export default bn;
