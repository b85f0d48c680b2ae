import app from './app.json';
import common from './common.json';
import home from './home.json';
import products from './products.json';
import spec from './spec.ts';

/** The English texts every page may show, loaded before the first render (one chunk, only by English pages). */
const startup = { common, spec, home, products, app };
export default startup;
