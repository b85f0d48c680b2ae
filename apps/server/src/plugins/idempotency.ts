import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  errorCodes,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  type ErrorBody,
} from '@phonehaat/contract';
import type { Database } from '../db/client.ts';
import { claimIdempotencyKey } from '../services/idempotency/claim-idempotency-key.ts';
import { deleteExpiredIdempotencyKeys } from '../services/idempotency/delete-expired-idempotency-keys.ts';
import { requestFingerprint, type IdempotentAnswer, type KeyedRequest } from '../services/idempotency/keyed-request.ts';
import { recordIdempotentAnswer, releaseIdempotencyKey } from '../services/idempotency/record-idempotent-answer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, until its answer is recorded. */
    idempotency: { request: KeyedRequest; claim: string } | null;
  }
}

export interface IdempotencyOptions {
  db: Database;
  now: () => Date;
  /** A claim without an answer for this long was abandoned and may be taken over. */
  leaseMs: number;
  /** How often keys older than a day are deleted; 0: never (tests call the service). */
  cleanupIntervalMs: number;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The answer's headers a client reads; the rest (caching, security) each answer gets anew. */
const KEPT_HEADERS = ['content-type', 'location'] as const;
/** Keeps the primary key's index entries small; no route of ours comes near it. */
const MAX_PATH_LENGTH = 1000;
const keyHeader = z.string().regex(IDEMPOTENCY_KEY_PATTERN);
const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Writes are answered once per Idempotency-Key (issue 41 §6, decision 0072). A POST, PUT, PATCH or DELETE
 * under /api that carries the header claims its key before the handler runs; its answer (unless a 5xx) is
 * kept for a day and sent again, marked `Idempotent-Replayed: true`, to a retry with the same key and
 * body, without running the handler. Better Auth's endpoints are left out: their answers carry session
 * tokens and cookies, which are not stored.
 */
export default fp<IdempotencyOptions>(
  async (app, { db, now, leaseMs, cleanupIntervalMs }) => {
    app.decorateRequest('idempotency', null);
    const refuse = (reply: FastifyReply, status: number, body: ErrorBody) => reply.status(status).send(body);

    app.addHook('preHandler', async (request, reply) => {
      const sent = request.headers[headerName];
      if (sent === undefined || !WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.url.startsWith('/api/auth/') || request.routeOptions.url === undefined) return;
      const key = keyHeader.safeParse(sent);
      if (!key.success) {
        return refuse(reply, 400, {
          message: `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 printable ASCII characters`,
          code: errorCodes.validation,
        });
      }
      const path = request.url.split('?', 1)[0]!;
      // A file upload's body is a stream the key's fingerprint cannot cover.
      if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) {
        return refuse(reply, 400, {
          message: `${IDEMPOTENCY_KEY_HEADER} cannot be used on a file upload`,
          code: errorCodes.validation,
        });
      }
      if (path.length > MAX_PATH_LENGTH) {
        return refuse(reply, 400, {
          message: `${IDEMPOTENCY_KEY_HEADER} cannot be used on a path this long`,
          code: errorCodes.validation,
        });
      }
      const viewer = await app.viewerOf(request);
      // Anonymous keys share one scope: a replay needs the key (a UUID nobody guesses) and the same body.
      const keyed: KeyedRequest = {
        scope: viewer ? `user:${viewer.id}` : 'anonymous',
        method: request.method,
        path,
        key: key.data,
      };
      const outcome = await claimIdempotencyKey(
        db,
        keyed,
        requestFingerprint(request.method, request.url, request.body),
        now(),
        leaseMs,
      );
      switch (outcome.kind) {
        case 'claimed':
          request.idempotency = { request: keyed, claim: outcome.claim };
          return;
        case 'replay':
          return replay(reply, outcome.answer);
        case 'in-flight':
          reply.header('retry-after', '1');
          return refuse(reply, 409, {
            message: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being carried out. Please try again in a moment.`,
            code: errorCodes.idempotencyKeyInUse,
          });
        case 'reused':
          return refuse(reply, 422, {
            message: `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request. Send a new key for a new request.`,
            code: errorCodes.idempotencyKeyReused,
          });
      }
    });

    // Recorded before the answer leaves: a client that has the answer can count on its retry getting it too.
    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = null;
      try {
        // Every JSON answer is a string by now; anything else (a stream) cannot be sent again.
        const empty = payload === null || payload === undefined;
        const body = typeof payload === 'string' ? payload : null;
        const keepable = reply.statusCode < 500 && (empty || body !== null);
        if (keepable) {
          await recordIdempotentAnswer(db, held.request, held.claim, {
            status: reply.statusCode,
            headers: keptHeaders(reply),
            body,
          });
        } else await releaseIdempotencyKey(db, held.request, held.claim);
      } catch (error) {
        // The answer still goes out; the claim is taken over once its lease has passed.
        request.log.warn({ err: error }, 'idempotency key: answer not recorded');
      }
      return payload;
    });

    let timer: NodeJS.Timeout | undefined;
    if (cleanupIntervalMs > 0) {
      timer = setInterval(() => {
        deleteExpiredIdempotencyKeys(db, now()).catch((error: unknown) =>
          app.log.warn({ err: error }, 'idempotency keys: expired keys not deleted; trying again later'),
        );
      }, cleanupIntervalMs).unref();
    }
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['auth', 'database'] },
);

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

function replay(reply: FastifyReply, answer: IdempotentAnswer): FastifyReply {
  reply.status(answer.status).headers(answer.headers).header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
  return reply.send(answer.body);
}
