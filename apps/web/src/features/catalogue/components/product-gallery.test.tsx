import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';

const photo = (name: string) => ({ url: `/demo/phones/${name}.webp`, imageSet: [] });
const product = {
  productName: 'Galaxy S22',
  image: '/demo/phones/front.webp',
  imageSet: [],
  photos: [photo('front'), photo('back'), photo('side')],
};
const current = () =>
  screen.getAllByRole('button', { name: /^Show photo/ }).findIndex((button) => button.getAttribute('aria-current') === 'true');

describe('product gallery', () => {
  it('shows every photo, the cover first, fetched at once and first; the others lazily', () => {
    render(<ProductGallery product={product} />);
    // The photos not shown are hidden from assistive technology (and inert), but there.
    const photos = screen.getAllByRole('img', { name: 'Galaxy S22', hidden: true });
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(product.photos.map((each) => each.url));
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('Photo 1 of 3');
  });

  it('fetches only the cover until the page has loaded, so the other photos do not slow its largest paint', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<ProductGallery product={product} />);
    expect(screen.getAllByRole('img', { name: 'Galaxy S22', hidden: true })).toHaveLength(1);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(screen.getAllByRole('img', { name: 'Galaxy S22', hidden: true })).toHaveLength(3);
    expect(document.querySelectorAll('img')).toHaveLength(6);
    readyState.mockRestore();
  });

  it('moves by the arrows, the arrow keys and the thumbnails, stopping at either end', async () => {
    render(<ProductGallery product={product} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Show photo 1 of 3' }));
    expect(current()).toBe(0);
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('Photo 1 of 3');
  });

  it('keeps the photo an arrow asked for while the smooth scroll passes over the others, so a quick second key press counts', async () => {
    render(<ProductGallery product={product} />);
    const user = userEvent.setup();
    const track = screen.getByTestId('gallery-track');
    // A track 300 px wide whose scrollTo moves nothing at once, as a smooth scroll does; its positions come as scroll events.
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    let scrollLeft = 0;
    Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => scrollLeft });
    track.scrollTo = vi.fn() as unknown as typeof track.scrollTo;
    const scrollTo = (left: number) => {
      scrollLeft = left;
      fireEvent.scroll(track);
    };

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe(1);
    scrollTo(60); // on its way from the first photo to the second: nearer the first
    expect(current()).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(2);
    scrollTo(200);
    scrollTo(420);
    expect(current()).toBe(2);
    scrollTo(600); // arrived
    expect(current()).toBe(2);
    // A swipe after that is followed again.
    fireEvent.pointerDown(track);
    scrollTo(290);
    expect(current()).toBe(1);
  });

  it('lets only the photo shown be focused and zoomed (the others are inert)', async () => {
    render(<ProductGallery product={product} />);
    expect(screen.getAllByRole('button', { name: /Zoom|zoom/ })).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getAllByRole('button', { name: /Zoom|zoom/ })).toHaveLength(1);
  });

  it('shows a listing answered without photos by its cover alone, with no arrows', () => {
    render(<ProductGallery product={{ ...product, photos: undefined }} />);
    expect(screen.getAllByRole('img', { name: 'Galaxy S22' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('reads in Bangla', async () => {
    await i18next.changeLanguage('bn');
    render(<ProductGallery product={product} />);
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('৩টির মধ্যে ১ নম্বর ছবি');
    expect(screen.getByRole('button', { name: 'পরের ছবি' })).toBeEnabled();
  });
});
