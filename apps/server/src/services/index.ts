/**
 * The use cases other workspaces call in-process (bench/: the query loop and the plans it explains),
 * as `@phonehaat/server/services`. The server's own rooms import the services' files directly.
 */
export { bookingsOfBuyer } from './bookings/list-bookings.ts';
export { CatalogueRead } from './catalogue-read/catalogue-read.ts';
export { getPriceGuide } from './catalogue-read/get-price-guide.ts';
export { productRowById } from './catalogue-read/get-product.ts';
export { listFacets } from './catalogue-read/list-facets.ts';
export { listProducts } from './catalogue-read/list-products.ts';
export { listedTotal } from './catalogue-read/listed-count.ts';
export { ReadCache } from './catalogue-read/read-cache.ts';
export { similarProductRows } from './catalogue-read/similar-products.ts';
export { facetCountRows } from './listing-summaries/refresh-facet-counts.ts';
export { refreshListingSummaries } from './listing-summaries/refresh-listing-summaries.ts';
export { priceGuideRows } from './listing-summaries/refresh-price-guides.ts';
export { attentionCount } from './orders/attention-count.ts';
export { HandoverCodes } from './orders/handover-code.ts';
export { ordersOfSeller } from './orders/list-seller-orders.ts';
export { orderTimeline } from './orders/order-answer.ts';
export { findOrderRow } from './orders/order-row.ts';
export { productPageCount } from './sitemap/id-ranges.ts';
export { newestListing, productSitemapPage } from './sitemap/sitemap-reads.ts';
export { notify } from './notifications/notify.ts';
