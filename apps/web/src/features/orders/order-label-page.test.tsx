import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@phonehaat/contract';
import { authState, renderWithProviders, stubFetch, testUser } from '../../components/ui/test-utils.tsx';
import { makeOrder, makeOrderDelivery, makeParcel } from '../../testing/factories.ts';
import OrderLabelPage from './order-label-page.tsx';

const ID = '5f0c3a52-8f6e-4b1e-9a43-0d1f1c2b3a4d';

const sentOrder = (overrides: Partial<Order> = {}, parcel = makeParcel()): Order =>
  makeOrder({ _id: ID, state: 'sent', viewerSides: ['seller'], courier: makeOrderDelivery({ parcel }), ...overrides });

function renderLabel(order: Order, { isAdmin = false } = {}) {
  stubFetch({
    [`/api/orders/${ID}`]: { body: order },
    [`/api/users/admin/${encodeURIComponent(testUser.email)}`]: { body: { isAdmin } },
    [`/api/users/seller/${encodeURIComponent(testUser.email)}`]: { body: { isSeller: !isAdmin } },
  });
  renderWithProviders(<OrderLabelPage />, {
    auth: authState({ user: testUser }),
    path: '/dashboard/orders/:id/label',
    initialEntry: `/dashboard/orders/${ID}/label`,
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the parcel label page', () => {
  it('prints the codes large, the recipient, the address, the sender and "collect nothing" on a paid order', async () => {
    renderLabel(sentOrder());
    const label = await screen.findByTestId('parcel-label');
    expect(within(label).getByText('PhoneHaat')).toBeInTheDocument();
    expect(within(label).getByText('SIM-482913')).toHaveClass('text-3xl');
    expect(within(label).getByText('PHT7Q2KX')).toHaveClass('text-3xl');
    expect(within(label).getByText(ID)).toBeInTheDocument();
    expect(within(label).getByText('Sadia Islam')).toBeInTheDocument();
    expect(within(label).getByText('01711223344')).toBeInTheDocument();
    expect(within(label).getByText('House 12, Road 3, Section 10, Mirpur, Dhaka')).toBeInTheDocument();
    expect(within(label).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(label).getByText('Dhanmondi 27, Dhaka')).toBeInTheDocument();
    expect(within(label).getByTestId('label-cod')).toHaveTextContent('Paid — collect nothing');
  });

  it('says how much to collect on a cash-on-delivery order', async () => {
    renderLabel(sentOrder({}, makeParcel({ codAmountTk: 64130 })));
    expect(await screen.findByTestId('label-cod')).toHaveTextContent('Collect TK 64,130 on delivery');
  });

  it('prints with the browser, hiding the app around the label', async () => {
    // jsdom has no print dialog: the page's call is stubbed.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderLabel(sentOrder());
    await screen.findByTestId('parcel-label');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.body.querySelector('style')?.textContent).toContain('@media print');
  });

  it('lets an admin print it too', async () => {
    renderLabel(sentOrder({ viewerSides: [] }), { isAdmin: true });
    expect(await screen.findByTestId('parcel-label')).toBeInTheDocument();
  });

  it('is not for the buyer', async () => {
    renderLabel(sentOrder({ viewerSides: ['buyer'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the seller and admins print this label.');
    expect(screen.queryByTestId('parcel-label')).not.toBeInTheDocument();
  });

  it('waits for the pickup to be booked', async () => {
    renderLabel(sentOrder({ state: 'paid' }, null as never));
    expect(await screen.findByRole('alert')).toHaveTextContent('The pickup is not booked yet');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('reads in Bangla', async () => {
    await i18next.changeLanguage('bn');
    renderLabel(sentOrder());
    expect(await screen.findByTestId('label-cod')).toHaveTextContent('টাকা দেওয়া হয়েছে — কিছু নেবেন না');
    expect(screen.getByRole('button', { name: 'প্রিন্ট' })).toBeInTheDocument();
  });
});
