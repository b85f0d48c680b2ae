import type { Catalogue } from '../catalogue.ts';
import app from './app.json';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import dashboard from './dashboard.json';
import home from './home.json';
import payments from './payments.json';
import products from './products.json';
import share from './share.json';
import spec from './spec.json';

/** The Bangla catalogue: the English one's shape (checked here and by catalogue-parity.test.ts). */
const bn = { common, spec, home, products, auth, dashboard, payments, blog, share, app } satisfies Catalogue;
export default bn;
