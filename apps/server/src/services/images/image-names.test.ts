import { describe, expect, it } from 'vitest';
import { variantsOfUrl, widthsFor } from './image-names.ts';

describe('image names', () => {
  it('makes the standard widths below the source, then the source width capped at 1280, never upscaling', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 1280]);
    expect(widthsFor(1280)).toEqual([320, 640, 1280]);
    expect(widthsFor(900)).toEqual([320, 640, 900]);
    expect(widthsFor(640)).toEqual([320, 640]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it('derives the whole set from the main URL, wherever the storage lives', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(variantsOfUrl(`/uploads/${id}-1280.webp`)).toEqual([
      { url: `/uploads/${id}-320.webp`, width: 320 },
      { url: `/uploads/${id}-640.webp`, width: 640 },
      { url: `/uploads/${id}-1280.webp`, width: 1280 },
    ]);
    expect(variantsOfUrl(`https://cdn.example.com/phonehaat/${id}-900.webp`).map((variant) => variant.url)).toEqual([
      `https://cdn.example.com/phonehaat/${id}-320.webp`,
      `https://cdn.example.com/phonehaat/${id}-640.webp`,
      `https://cdn.example.com/phonehaat/${id}-900.webp`,
    ]);
  });

  it('gives nothing for images we did not make', () => {
    expect(variantsOfUrl('/demo/phones/iphone-13.png')).toEqual([]);
    expect(variantsOfUrl('https://i.ibb.co/abc/photo.jpg')).toEqual([]);
    expect(variantsOfUrl(`/uploads/0123456789abcdef0123456789abcdef-4000.webp`)).toEqual([]);
  });
});
