import { describe, expect, it } from 'vitest';
import { isImageShape, isImageUnder } from './image.ts';
import { newProductBody, productMessages } from './product.ts';

const valid = {
  brand: 'b0f3c0de-0000-4000-8000-000000000001',
  productName: 'Galaxy S22',
  image: '/uploads/a1b2-640.webp',
  purchase: 85000,
  selling: '54000',
  location: 'Agrabad',
  usingYears: '1',
  postDate: '2024-02-29',
  details: 'Like new',
  model: 'Galaxy S22',
  storageGb: '128',
  colour: 'Phantom Black',
  condition: 'good',
  variant: 'official',
  imei: '490154203237518',
  district: 'chattogram',
  area: 'Agrabad',
};
const fieldError = (overrides: Record<string, unknown>) => {
  const result = newProductBody.safeParse({ ...valid, ...overrides });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the listing schema', () => {
  it('reads prices written as decimal integers, as numbers or as form text', () => {
    expect(newProductBody.parse(valid)).toMatchObject({ purchase: 85000, selling: 54000, usingYears: 1 });
  });

  it.each(['0x10', '1e3', ' 12', '12 ', '12.0', '+12', '0b11', '1_000'])('refuses the price %j', (selling) => {
    expect(fieldError({ selling })).toBe('Selling Price must be a whole number');
  });

  it('keeps the spec message for an empty price and names text without digits', () => {
    expect(fieldError({ purchase: '' })).toBe('Required');
    expect(fieldError({ purchase: '   ' })).toBe('Required');
    expect(fieldError({ purchase: 'lots' })).toBe('Purchase Price must be a number');
  });

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01', '2026-13-01', '2026-00-01', '2026-01-00', '1900-02-29'])(
    'refuses the impossible date %s',
    (postDate) => {
      expect(fieldError({ postDate })).toBe(productMessages.postDateReal);
    },
  );

  it.each(['2024-02-29', '2000-02-29', '0001-01-01', '2026-12-31'])('accepts the date %s', (postDate) => {
    expect(fieldError({ postDate })).toBeUndefined();
  });
});

describe('image addresses', () => {
  it('accepts site paths and absolute http(s) URLs with plain segments only', () => {
    expect(isImageShape('/demo/phones/iphone-front-midnight.webp')).toBe(true);
    expect(isImageShape('https://cdn.example.com/bucket/a-640.webp')).toBe(true);
    for (const bad of [
      '//evil.example/x.png',
      '/uploads/../api',
      '/uploads/%2e%2e/x',
      '/demo//x',
      '/api/users',
      'data:x',
      'https://a@b/x',
    ])
      expect(isImageShape(bad), bad).toBe(false);
  });

  it('places a URL under a base only when the rest is plain path segments', () => {
    const bases = ['https://cdn.example.com/bucket/'];
    expect(isImageUnder('https://cdn.example.com/bucket/a-640.webp', bases)).toBe(true);
    expect(isImageUnder('https://cdn.example.com/bucket/../x.webp', bases)).toBe(false);
    expect(isImageUnder('https://cdn.example.com/bucketx/a.webp', bases)).toBe(false);
    expect(isImageUnder('https://cdn.example.com/bucket/a.webp?x=1', bases)).toBe(false);
  });
});
