import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { makeProduct } from '../../../testing/factories.ts';
import { SimilarProducts } from './similar-products.tsx';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver the test drives: `reveal` scrolls the section near the screen. */
function stubObserver({ nearAtOnce }: { nearAtOnce: boolean }) {
  const control: { reveal?: () => void } = {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        control.reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        if (nearAtOnce) control.reveal();
      }
      disconnect() {}
    },
  );
  return control;
}

describe('similar phones below the product', () => {
  it('lists what GET /products/{id}/similar answers', async () => {
    stubObserver({ nearAtOnce: true });
    const fetchMock = stubFetch({
      '/api/products/p1/similar': {
        body: [makeProduct({ _id: 's1', productName: 'iPhone 13 Blue' }), makeProduct({ _id: 's2', productName: 'iPhone 13 Pink' })],
      },
    });
    renderWithProviders(<SimilarProducts productId="p1" />);
    const list = await screen.findByRole('list', { name: 'Similar phones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('iPhone 13 Pink')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits until the section nears the screen before asking', async () => {
    const observer = stubObserver({ nearAtOnce: false });
    const fetchMock = stubFetch({ '/api/products/p1/similar': { body: [makeProduct({ _id: 's1', productName: 'iPhone 13 Blue' })] } });
    renderWithProviders(<SimilarProducts productId="p1" />);
    expect(screen.getByRole('heading', { name: 'Similar phones' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => observer.reveal!());
    expect(await screen.findByText('iPhone 13 Blue')).toBeInTheDocument();
  });

  it('shows nothing when there are no similar phones', async () => {
    stubObserver({ nearAtOnce: true });
    const fetchMock = stubFetch({ '/api/products/p1/similar': { body: [] } });
    const { container } = renderWithProviders(<SimilarProducts productId="p1" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.querySelector('section')).toHaveClass('hidden'));
  });
});
