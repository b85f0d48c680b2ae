import app from './app.json';
import auth from './auth.json';
import blog from './blog.json';
import common from './common.json';
import dashboard from './dashboard.json';
import home from './home.json';
import payments from './payments.json';
import products from './products.json';
import share from './share.json';
import spec from './spec.ts';

/** The English catalogue, one namespace a part of the app; loaded as one chunk, only by English pages. */
const en = { common, spec, home, products, auth, dashboard, payments, blog, share, app };
export default en;
