import { product, type Product } from '@phonehaat/contract';
import type { ProductPage } from '../../src/services/products/list-products.ts';

/** A page's products, checked against the contract: the database writes them as JSON text. */
export const pageItems = (page: ProductPage): Product[] => product.array().parse(JSON.parse(page.json));
