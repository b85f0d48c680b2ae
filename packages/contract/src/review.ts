import { z } from 'zod';
import { product } from './product.ts';

/** POST /orders/{id}/review: one side rates the other after completion, once, within 14 days. */
export const reviewBody = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  text: z.string().trim().max(1000, 'At most 1,000 characters').optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const review = z.object({
  _id: z.string(),
  orderId: z.string(),
  authorSide: z.enum(['buyer', 'seller']),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** GET /sellers/{id}: what anyone may see of a seller. */
export const sellerProfile = z.object({
  _id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  /** A mobile number verified by SMS code (issue 38); the number itself is never shown. */
  phoneVerified: z.boolean(),
  memberSince: z.string(),
  completedSales: z.number().int(),
  /** Average of buyers' ratings, one decimal; null before the first. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  reviews: z.array(review),
  listings: z.array(product),
});
export type SellerProfile = z.infer<typeof sellerProfile>;
