import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { makeProduct } from '../../../testing/factories.ts';
import { EditListingModal } from './edit-listing-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

const config = (courier: string | null) => ({ body: { googleSignIn: false, payments: { methods: [] }, courier } });
const SHIPS = 'I can ship this phone by courier';
const COD = 'Buyers may pay cash on delivery';

function renderEdit(courier: string | null, overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct({ _id: 'p1', ...overrides });
  const fetchMock = stubFetch({ '/api/config': config(courier), '/api/products/p1': { body: product } });
  renderWithProviders(<EditListingModal product={product} onClose={() => {}} />);
  return fetchMock;
}

const patchBody = (fetchMock: ReturnType<typeof stubFetch>) => {
  const patch = (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).find(([, init]) => init?.method === 'PATCH');
  return patch ? (JSON.parse(String(patch[1]!.body)) as Record<string, unknown>) : undefined;
};

describe("the listing form's delivery ticks (issue 42)", () => {
  it('asks about cash on delivery only once the seller ships, and sends both', async () => {
    const fetchMock = renderEdit('simulated');
    const dialog = screen.getByRole('dialog');
    const ships = await within(dialog).findByRole('checkbox', { name: SHIPS });
    expect(within(dialog).queryByRole('checkbox', { name: COD })).not.toBeInTheDocument();
    await userEvent.click(ships);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: COD }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchBody(fetchMock)).toEqual({ ships: true, codAccepted: true }));
  });

  it('stops cash on delivery with shipping', async () => {
    const fetchMock = renderEdit('simulated', { ships: true, codAccepted: true });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: COD })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: SHIPS }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchBody(fetchMock)).toEqual({ ships: false, codAccepted: false }));
  });

  it('shows nothing of delivery when it is off', async () => {
    const fetchMock = renderEdit(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('checkbox', { name: SHIPS })).not.toBeInTheDocument();
  });
});
