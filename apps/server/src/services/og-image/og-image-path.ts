/** Link previews' picture of a product: a 1200 × 630 JPEG (routes/seo.ts, services/og-image). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export const ogImagePath = (productId: string) => `/og/products/${productId}.jpg`;
