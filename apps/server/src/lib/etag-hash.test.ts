import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etagHash } from './etag-hash.ts';

describe('ETag hash', () => {
  it('tags the same bytes alike, whether they come as text or as a buffer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(etagHash(text)).toBe(etagHash(text));
        expect(etagHash(Buffer.from(text))).toBe(etagHash(text));
      }),
    );
  });

  it('changes whenever up to four neighbouring bytes change (a price, a status), length kept', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1_000, maxLength: 20_000 }),
        fc.nat(),
        fc.uint8Array({ minLength: 1, maxLength: 4 }),
        (bytes, at, patch) => {
          const body = Buffer.from(bytes);
          const start = at % (body.length - patch.length + 1);
          const changed = Buffer.from(body);
          changed.set(patch, start);
          fc.pre(!changed.equals(body));
          expect(etagHash(changed)).not.toBe(etagHash(body));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('differs for answers of different lengths', () => {
    expect(etagHash('[]')).not.toBe(etagHash('[] '));
    expect(etagHash('')).not.toBe(etagHash('\0'));
  });
});
