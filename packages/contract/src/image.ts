import { z } from 'zod';

/** The image host's answer (spec §3): success and data.url, plus the widths we made. */
export const imageUploadAnswer = z.object({
  success: z.boolean(),
  data: z.object({
    url: z.string(),
    variants: z.array(z.object({ url: z.string(), width: z.number().int() })).optional(),
  }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswer>;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
