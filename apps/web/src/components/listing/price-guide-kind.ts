import type { PriceGuideQuery, Product } from '@phonehaat/contract';

/** The kind of phone a listing's price guide compares it with; null when the listing does not name its model, storage and condition. */
export const priceGuideKind = ({
  model,
  storageGb,
  condition,
}: Pick<Product, 'model' | 'storageGb' | 'condition'>): PriceGuideQuery | null =>
  model && storageGb && condition ? { model, storageGb, condition } : null;
