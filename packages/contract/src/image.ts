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

/** Where the site itself serves listing photos: uploads (local storage) and the demo set. */
export const SITE_IMAGE_BASES = ['/uploads/', '/demo/'] as const;

// Plain path segments only: no `..`, no percent-escapes, no query or fragment, no empty segment
// (`/demo//evil.example/x.png`), so a photo can never name another path or host than it seems to.
const CLEAN_TAIL = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

/** Whether `url` is a file under one of `bases` (each ending in `/`), compared as written. */
export function isImageUnder(url: string, bases: readonly string[]): boolean {
  return bases.some((base) => url.startsWith(base) && CLEAN_TAIL.test(url.slice(base.length)));
}

/**
 * Whether `url` could be one of our images: a site path, or an absolute http(s) URL with a clean path.
 * Only the server knows its public address and bucket; it checks an absolute URL's base against them.
 */
export function isImageShape(url: string): boolean {
  const absolute = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\//.exec(url);
  return absolute ? CLEAN_TAIL.test(url.slice(absolute[0].length)) : isImageUnder(url, SITE_IMAGE_BASES);
}
