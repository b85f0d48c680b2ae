import { crc32 } from 'node:zlib';

/**
 * The tag's hash: CRC-32 of the body's bytes, with their length. Every uncached answer is hashed, and
 * SHA-1 (a cryptographic digest a validator does not need) was 7–9 % of the server's time on an uncached
 * list under load. A changed answer keeps its tag only if its length is unchanged and its CRC collides:
 * never for a change within 32 consecutive bits (a price, a status), otherwise once in 2^32.
 */
export const etagHash = (body: string | Buffer) => `${crc32(body).toString(36)}-${Buffer.byteLength(body).toString(36)}`;

/** The weak validator sent as `ETag`: weak, so it still holds for the same answer gzipped. */
export const weakEtag = (body: string | Buffer) => `W/"${etagHash(body)}"`;
