import { eq } from 'drizzle-orm';
import type { Product } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema/index.ts';

/**
 * The columns a product answer needs: the product, its seller's tick and (for some callers) email.
 * Only these: the search vector and the bookkeeping columns would be read, sent and parsed for nothing.
 */
export const productSelection = {
  id: products.id,
  productName: products.productName,
  image: products.image,
  imageSet: products.imageSet,
  purchase: products.purchase,
  selling: products.selling,
  location: products.location,
  details: products.details,
  postDate: products.postDate,
  usingYears: products.usingYears,
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  brandId: products.brandId,
  brandName: products.brandName,
  adsLabel: products.adsLabel,
  status: products.status,
  createdAt: products.createdAt,
  sellerVerified: users.verify,
  sellerEmail: users.email,
};

/** Starts a select of product rows joined to their seller. */
export const selectProducts = (db: Database) =>
  db.select(productSelection).from(products).innerJoin(users, eq(users.id, products.sellerId));

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export interface ProductView {
  /** Admins and the listing's own seller see the seller's email; the public does not. */
  includeSellerEmail: boolean | ((row: ProductRow) => boolean);
}

export function toProduct(row: ProductRow, view: ProductView): Product {
  const showEmail = typeof view.includeSellerEmail === 'function' ? view.includeSellerEmail(row) : view.includeSellerEmail;
  return {
    _id: row.id,
    productName: row.productName,
    image: row.image,
    imageSet: row.imageSet.map(({ url, width }) => ({ url, width })),
    purchase: row.purchase,
    selling: row.selling,
    location: row.location,
    details: row.details,
    postDate: row.postDate,
    usingYears: row.usingYears,
    seller: row.sellerName,
    ...(showEmail && { email: row.sellerEmail }),
    brand: row.brandId,
    brandName: row.brandName,
    ...(row.adsLabel && { ads: row.adsLabel }),
    sellerVerified: row.sellerVerified,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
