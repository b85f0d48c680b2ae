import app from './app.json';
import auth from './auth.json';
import common from './common.json';
import home from './home.json';
// Issue 26: the product page's gallery and the listing form's photos (small; the gallery shows at first paint).
import photos from './photos.json';
import products from './products.json';
import share from './share.json';
import spec from './spec.ts';

/** The English texts every page may show, loaded before the first render (one chunk, only by English pages). */
const startup = { common, spec, home, products, auth, share, app, photos };
export default startup;
