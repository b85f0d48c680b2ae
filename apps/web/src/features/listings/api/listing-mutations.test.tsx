import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys, productKeys } from '../../../lib/query-keys.ts';
import { adminProductKeys } from './get-admin-products.ts';
import { myProductKeys } from './get-my-products.ts';
import { useRemoveProduct } from './listing-mutations.ts';

describe('listing mutations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("mark every list of listings stale, this feature's and the catalogue's, and nothing else", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ acknowledged: true, deletedCount: 1 })));
    const queryClient = new QueryClient();
    // The catalogue's list lives in the catalogue feature, under the same root (productListKeys there).
    const catalogueList = [...productKeys.all, 'list', { page: 1, limit: 12 }];
    const lists = [adminProductKeys.page(1), myProductKeys.all, catalogueList];
    const untouched = [...bookingKeys.all, 'mine', 'buyer@example.test'];
    for (const key of [...lists, untouched]) queryClient.setQueryData(key, []);

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRemoveProduct(), { wrapper });
    result.current.mutate('p1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(queryClient.getQueryState(untouched)?.isInvalidated).toBe(false);
  });
});
