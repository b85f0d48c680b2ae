import { eq, getTableColumns } from 'drizzle-orm';
import type { Product } from '@phonehaat/contract';
import type { Database } from '../../db/client.ts';
import { products, users } from '../../db/schema/index.ts';

/** The columns every product answer needs: the product, its seller's tick and (for some callers) email. */
export const productSelection = {
  ...getTableColumns(products),
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
