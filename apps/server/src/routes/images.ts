import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, errorCodes, imageUploadAnswer, MAX_UPLOAD_BYTES } from '@phonehaat/contract';
import { AppError } from '../errors/app-error.ts';
import { uploadImage } from '../services/images/upload-image.ts';

const IMAGE_FIELD = 'image';
const missingImage = () =>
  new AppError(errorCodes.validation, 400, `Send the photo as a multipart form field named "${IMAGE_FIELD}"`, {
    [IMAGE_FIELD]: 'Required',
  });
// busboy's own errors (no boundary, a form cut short) are the client's malformed upload, not ours.
const malformed = () => new AppError(errorCodes.validation, 400, 'The upload is not a well-formed multipart form', { [IMAGE_FIELD]: 'Required' });
const tooLarge = () =>
  new AppError(errorCodes.payloadTooLarge, 413, `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller one.`);

/** The image host of spec §7, on our own server (ARCHITECTURE §6). */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  const description =
    'multipart/form-data with one file field `image` (JPEG, PNG, WebP or AVIF, at most 10 MB and 40 megapixels). ' +
    'The photo is turned upright, stripped of all metadata and stored as WebP in several widths; `data.url` is the widest.';
  const response = { 200: imageUploadAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 429: errorBody };

  /** The photo of a multipart request, through the one pipeline every photo of PhoneHaat takes. */
  const upload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw missingImage();
    const file = await request.file().catch((error: unknown) => {
      throw (error as { statusCode?: number }).statusCode ? error : malformed();
    });
    if (!file || file.fieldname !== IMAGE_FIELD) throw missingImage();
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
      throw (error as { statusCode?: number }).statusCode ? error : malformed();
    }
    return uploadImage(app.imageStorage, bytes);
  };

  app.post(
    '/images',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload a product photo (seller or admin)',
        description,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response,
      },
      preHandler: app.requireRole('Seller', 'admin'),
    },
    upload,
  );

  // Issue 39: anyone in a conversation may show a photo (the box, a scratch); buyers are not sellers, so
  // this is its own address, limited per person, and the photo is a message's only once it is sent.
  app.post(
    '/conversations/photos',
    {
      schema: {
        tags: ['conversations'],
        summary: 'Upload a photo to send in a conversation (anyone signed in)',
        description,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response,
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000, keyGenerator: app.rateLimitKey } },
    },
    upload,
  );
};

export default imageRoutes;
