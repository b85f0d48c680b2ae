import { z } from 'zod';

/** Spec §3: a brand the products are grouped under. */
export const category = z.object({ _id: z.string(), name: z.string(), img: z.string() });
export type Category = z.infer<typeof category>;
