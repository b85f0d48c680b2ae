import { describe, expect, it } from 'vitest';
import { isAppPage, isCacheableListingRead, isListingPhoto } from './cache-rules.ts';

const origin = 'https://phonehaat.example';
const request = (path: string, { method = 'GET', authorization = false, host = origin } = {}) => ({
  url: new URL(path, host),
  method,
  headers: new Headers(authorization ? { authorization: 'Bearer t' } : {}),
});

describe('service worker cache rules', () => {
  it.each([
    '/api/allProducts?page=1&limit=12',
    '/api/allProducts?ads=true&limit=8',
    '/api/products/0b7d3c1e-5f2a-4c8e-9a61-2d4f8e7b9c10',
    '/api/productsCategories',
    '/api/category/apple',
  ])('keeps the public catalogue read %s', (path) => {
    expect(isCacheableListingRead(request(path), origin)).toBe(true);
  });

  it.each([
    '/api/bookingProduct?email=a@b.c',
    '/api/bookingProduct/42',
    '/api/bookingsProduct/42',
    '/api/auth/get-session',
    '/api/payments',
    '/api/create-payment-intent',
    '/api/users',
    '/api/users/admin/a@b.c',
    '/api/jwt?email=a@b.c',
    '/api/myProducts',
    '/api/seller',
    '/api/config',
  ])('never keeps the private answer %s', (path) => {
    expect(isCacheableListingRead(request(path), origin)).toBe(false);
  });

  it('never keeps a catalogue read that carries a bearer token, nor anything but a GET, nor another site', () => {
    expect(isCacheableListingRead(request('/api/allProducts', { authorization: true }), origin)).toBe(false);
    expect(isCacheableListingRead(request('/api/allProducts', { method: 'POST' }), origin)).toBe(false);
    expect(isCacheableListingRead(request('/api/allProducts', { host: 'https://elsewhere.example' }), origin)).toBe(false);
  });

  it('keeps this site’s listing photos only', () => {
    expect(isListingPhoto(request('/uploads/2026/ab12-640.webp'), origin)).toBe(true);
    expect(isListingPhoto(request('/demo/iphone-13.webp'), origin)).toBe(true);
    expect(isListingPhoto(request('/uploads/x.webp', { host: 'https://bucket.example' }), origin)).toBe(false);
    expect(isListingPhoto(request('/assets/index-abc.js'), origin)).toBe(false);
  });

  it('treats navigations to the app’s routes as pages, not API answers or the sign-in popup’s page', () => {
    expect(isAppPage(new URL('/products/abc', origin), 'navigate', origin)).toBe(true);
    expect(isAppPage(new URL('/dashboard/myOrders', origin), 'navigate', origin)).toBe(true);
    expect(isAppPage(new URL('/products/abc', origin), 'cors', origin)).toBe(false);
    expect(isAppPage(new URL('/api/allProducts', origin), 'navigate', origin)).toBe(false);
    expect(isAppPage(new URL('/auth-complete.html', origin), 'navigate', origin)).toBe(false);
  });
});
