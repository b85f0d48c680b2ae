import type { Catalogue } from '../catalogue.ts';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import dashboard from './dashboard.json';
import home from './home.json';
import payments from './payments.json';
import products from './products.json';
import spec from './spec.json';

/** The Bangla catalogue: the English one's shape (checked here and by catalogue-parity.test.ts). */
const bn = { common, spec, home, products, auth, dashboard, payments, blog } satisfies Catalogue;
export default bn;
