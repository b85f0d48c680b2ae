import type { Catalogue } from '../catalogue.ts';
import blog from './blog.json';
import dashboard from './dashboard.json';
import payments from './payments.json';
import startup from './startup.ts';
// The deal's buyer side and the public seller page (issue 24).
import orders from './orders.json';
import sellers from './sellers.json';

/** The whole Bangla catalogue: the English one's shape (checked here and by catalogue-parity.test.ts). */
const bn = { ...startup, dashboard, payments, blog, orders, sellers } satisfies Catalogue;
export default bn;
