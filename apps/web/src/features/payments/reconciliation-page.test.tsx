import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconciliationAnswer } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import ReconciliationPage from './reconciliation-page.tsx';

const CHECKOUT = '5b0c7f9e-2d1a-4c3b-9e8f-0a1b2c3d4e5f';

const answer: ReconciliationAnswer = {
  mismatches: 1,
  rows: [
    {
      checkoutId: CHECKOUT,
      bookingId: 'b1',
      provider: 'sslcommerz',
      status: 'held',
      transactionId: 'BANK123',
      gatewayAmount: 4_550_000,
      recordedAmount: null,
      issue: 'held-for-review',
      updatedAt: '2026-03-09T05:00:00.000Z',
    },
    {
      checkoutId: 'c2',
      bookingId: 'b2',
      provider: 'bkash',
      status: 'paid',
      transactionId: 'TRX9',
      gatewayAmount: 3_000_000,
      recordedAmount: 3_000_000,
      issue: null,
      updatedAt: '2026-03-09T04:00:00.000Z',
    },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

function renderPage() {
  const fetchMock = stubFetch({
    '/api/admin/payments/reconciliation': { body: answer },
    [`/api/admin/payments/checkouts/${CHECKOUT}/decision`]: { body: { outcome: 'paid' } },
  });
  renderWithProviders(<ReconciliationPage />, { auth: authState({ user: testUser }), path: '/dashboard/reconciliation' });
  return fetchMock;
}

describe('the reconciliation page', () => {
  it('names each status in words, and offers a decision only on the payment held as risky', async () => {
    renderPage();
    expect((await screen.findAllByText('Held for review')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Accept payment' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
  });

  it('asks before accepting, then sends the decision once', async () => {
    const fetchMock = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this payment?' });
    const decisions = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([url]) =>
        String(url).endsWith(`/checkouts/${CHECKOUT}/decision`),
      );
    expect(decisions()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept payment' }));
    await vi.waitFor(() => expect(decisions()).toHaveLength(1));
    const [, init] = decisions()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'accept' });
  });

  it('reads in Bangla', async () => {
    await i18next.changeLanguage('bn');
    renderPage();
    expect((await screen.findAllByText('যাচাইয়ের জন্য আটকে আছে')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'পেমেন্ট গ্রহণ করুন' })).toBeInTheDocument();
  });
});
