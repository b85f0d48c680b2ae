import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import { ApiError, apiErrorOf, jsonOrUndefined, parseErrorBody } from './api-error.ts';

describe('parseErrorBody', () => {
  it("reads the server's message, code and field messages", async () => {
    const body = { message: 'Selling Price must be a whole number', code: 'VALIDATION', errors: { selling: 'Required' } };
    await expect(parseErrorBody(body)).resolves.toEqual(body);
  });

  it('keeps only the fields of the error body', async () => {
    await expect(parseErrorBody({ message: 'Invalid email or password', code: 'INVALID', status: 401, statusText: 'Unauthorized' })).resolves.toEqual({
      message: 'Invalid email or password',
      code: 'INVALID',
    });
  });

  it('reads anything else as no error body', async () => {
    for (const payload of [undefined, null, 'Bad gateway', 42, [], {}, { message: 7 }, { message: 'x', errors: { field: 1 } }]) {
      await expect(parseErrorBody(payload)).resolves.toBeUndefined();
    }
  });
});

describe('jsonOrUndefined', () => {
  it('parses JSON and gives undefined for a page that is not JSON', () => {
    expect(jsonOrUndefined('{"message":"Forbidden"}')).toEqual({ message: 'Forbidden' });
    expect(jsonOrUndefined('<html>502 Bad Gateway</html>')).toBeUndefined();
    expect(jsonOrUndefined('')).toBeUndefined();
  });
});

describe('apiErrorOf', () => {
  it("carries the status, the server's message and code", async () => {
    const error = await apiErrorOf(403, { message: 'forbidden access', code: 'FORBIDDEN' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'forbidden access', code: 'FORBIDDEN', fields: undefined });
  });

  it('falls back to the given message, or the status, when the body says nothing', async () => {
    await expect(apiErrorOf(502, undefined)).resolves.toMatchObject({ status: 502, message: 'Request failed (502)', code: undefined });
    await expect(apiErrorOf(413, { error: 'too big' }, 'The photo could not be uploaded (413)')).resolves.toMatchObject({
      message: 'The photo could not be uploaded (413)',
    });
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));

  it("throws the server's error with its field messages", async () => {
    answer(400, JSON.stringify({ message: 'Invalid product', code: 'VALIDATION', errors: { selling: 'Selling Price must be at least 1' } }));
    await expect(apiRequest('/allProducts', { method: 'POST', json: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid product',
      code: 'VALIDATION',
      fields: { selling: 'Selling Price must be at least 1' },
    });
  });

  it("throws a plain status message for a proxy's HTML error page", async () => {
    answer(502, '<html><body>Bad Gateway</body></html>');
    await expect(apiRequest('/allProducts')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('returns the JSON of a successful answer', async () => {
    answer(200, '[{"_id":"1"}]');
    await expect(apiRequest('/allProducts')).resolves.toMatchObject({ data: [{ _id: '1' }] });
  });
});
