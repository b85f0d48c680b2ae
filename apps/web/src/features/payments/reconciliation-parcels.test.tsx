import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelMismatch, ReconciliationAnswer } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { makeParcelMismatch } from '../../testing/factories.ts';
import ReconciliationPage from './reconciliation-page.tsx';

const noCheckouts: ReconciliationAnswer = { mismatches: 0, rows: [] };

function renderPage(parcels: ParcelMismatch[], courier: string | null = 'simulated') {
  const fetchMock = stubFetch({
    '/api/config': { body: { googleSignIn: false, payments: { methods: [] }, courier } },
    '/api/admin/payments/reconciliation': { body: noCheckouts },
    '/api/admin/reconciliation/parcels': { body: parcels },
  });
  renderWithProviders(<ReconciliationPage />, { auth: authState({ user: testUser }), path: '/dashboard/reconciliation' });
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe("reconciliation's parcels", () => {
  it('lists each parcel whose courier status disagrees with its order', async () => {
    const row = makeParcelMismatch();
    renderPage([row, makeParcelMismatch({ orderId: 'o2', orderState: 'paid', parcelStatus: 'returned', rawStatus: 'cancelled', checkedAt: null, problem: 'Returned, order not refunded' })]);
    const section = await screen.findByRole('region', { name: /Parcels/ });
    const rows = await within(section).findAllByRole('row');
    // The header row, then one a parcel.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: row.orderId })).toHaveAttribute('href', `/dashboard/orders/${row.orderId}`);
    expect(within(rows[1]!).getByText(row.productName)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sent by courier')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Simulated courier \(test\) · delivered · SIM-482913/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(row.problem)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Returned to the seller')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not yet')).toBeInTheDocument();
  });

  it('says when every parcel agrees', async () => {
    renderPage([]);
    expect(await screen.findByText('Every parcel agrees with its order.')).toBeInTheDocument();
  });

  it('is not there when delivery is off', async () => {
    const fetchMock = renderPage([], null);
    expect(await screen.findByText('No gateway payments yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('parcel-mismatches')).not.toBeInTheDocument();
    expect((fetchMock.mock.calls as unknown as [string][]).some(([url]) => url.includes('/reconciliation/parcels'))).toBe(false);
  });

  it('reads in Bangla', async () => {
    await i18next.changeLanguage('bn');
    renderPage([]);
    expect(await screen.findByText('সব পার্সেল তাদের অর্ডারের সাথে মিলেছে।')).toBeInTheDocument();
  });
});
