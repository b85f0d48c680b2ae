import type { PriceGuideQuery, Product } from '@phonehaat/contract';

/**
 * The kind of phone a listing's price guide compares it with; null when the listing does not name its
 * model, storage and condition. A listing that exists (`_id`) is left out of its own guide.
 */
export const priceGuideKind = ({
  _id,
  model,
  storageGb,
  condition,
}: Pick<Product, 'model' | 'storageGb' | 'condition'> & { _id?: string }): PriceGuideQuery | null =>
  model && storageGb && condition ? { model, storageGb, condition, ...(_id && { productId: _id }) } : null;
