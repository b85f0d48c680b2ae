import type { Catalogue, StartupNamespace } from '../catalogue.ts';
import app from './app.json';
import common from './common.json';
import home from './home.json';
import products from './products.json';
import spec from './spec.json';

/** The Bangla texts every page may show, loaded before the first render (one chunk, only by Bangla pages). */
const startup = { common, spec, home, products, app } satisfies Pick<Catalogue, StartupNamespace>;
export default startup;
