import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingCode, type Product } from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { EditListingModal } from './edit-listing-modal.tsx';

// POST /images goes through XMLHttpRequest (for its progress), which stubFetch does not answer.
vi.mock('../api/upload-image.ts', () => ({ uploadImage: vi.fn() }));

// A listing with issue 26's fields, as My Products answers it (the dashboard may not import the products feature's factory).
const listing = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1',
  productName: 'Galaxy S22 8/128GB Green',
  image: '/uploads/s22-640.webp',
  imageSet: [],
  purchase: 80_000,
  selling: 52_000,
  location: 'Zindabazar, Sylhet',
  details: 'Used with a cover',
  postDate: '2026-03-01',
  usingYears: 1,
  seller: 'Sadia Islam',
  sellerId: 'u1',
  sellerRating: null,
  brand: 'b1',
  brandName: 'Samsung',
  sellerVerified: true,
  sellerPhoneVerified: false,
  status: 'available',
  createdAt: '2026-03-01T00:00:00.000Z',
  model: 'Galaxy S22',
  storageGb: 128,
  ramGb: 8,
  colour: 'Green',
  condition: 'excellent',
  batteryHealth: 91,
  variant: 'official',
  included: ['box'],
  warrantyMonths: null,
  imeiLast4: '7518',
  division: 'sylhet',
  district: 'sylhet',
  area: 'Zindabazar',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) => {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  const patch = calls.find(([, init]) => init?.method === 'PATCH');
  return patch ? (JSON.parse(String(patch[1].body)) as Record<string, unknown>) : undefined;
};

describe('the edit listing dialog', () => {
  it("shows the listing's phone details in the Add Product form's fields, without the IMEI", () => {
    renderWithProviders(<EditListingModal product={listing()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Model')).toHaveValue('Galaxy S22');
    expect(within(dialog).getByLabelText('Storage')).toHaveValue('128');
    expect(within(dialog).getByLabelText('Colour')).toHaveValue('Green');
    expect(within(dialog).getByRole('radio', { name: /^Excellent/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Box' })).toBeChecked();
    expect(within(dialog).getByLabelText('District')).toHaveValue('sylhet');
    expect(within(dialog).getByLabelText('Area')).toHaveValue('Zindabazar');
    expect(within(dialog).queryByLabelText('IMEI')).not.toBeInTheDocument();
  });

  it('sends only what changed: a new condition and what comes with it', async () => {
    const fetchMock = stubFetch({ '/api/products/p1': { body: listing({ condition: 'good' }) } });
    const onClose = vi.fn();
    renderWithProviders(<EditListingModal product={listing()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('radio', { name: /^Good/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Charger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(sentBody(fetchMock)).toEqual({ condition: 'good', included: ['box', 'charger'] });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps a model typed in the seller’s own words, and shows a detail’s message beside its field', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<EditListingModal product={listing({ model: 'Galaxy S22 Snapdragon edition' })} onClose={() => {}} />);
    const model = screen.getByLabelText('Model name');
    expect(model).toHaveValue('Galaxy S22 Snapdragon edition');
    await userEvent.clear(screen.getByLabelText('Colour'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Colour')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Colour')).toHaveAccessibleDescription('Required');
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('shows a listing under review the verification photo field with the listing’s own code (the day it was listed, as the admin checks it), and sends its upload as `verificationPhoto`', async () => {
    vi.mocked(uploadImage).mockResolvedValue({ success: true, data: { url: '/uploads/proof-1280.webp' } } as never);
    const fetchMock = stubFetch({
      '/api/products/p1': { body: listing({ review: { status: 'pending', reason: null } }) },
    });
    const onClose = vi.fn();
    const rejected = listing({
      sellerVerified: false,
      review: { status: 'rejected', reason: 'The verification photo is unclear' },
      createdAt: '2026-11-19T20:00:00.000Z',
    });
    renderWithProviders(<EditListingModal product={rejected} onClose={onClose} />);
    // Listed at 02:00 on 20 November in Dhaka (UTC+6) by u1: the admin's review card shows the same code, whatever today is.
    expect(await screen.findByTestId('listing-code')).toHaveTextContent(listingCode('u1', '2026-11-20'));
    expect(screen.getByText("This listing's code")).toBeInTheDocument();
    const proof = new File(['x'], 'proof.webp', { type: 'image/webp' });
    await userEvent.upload(screen.getByLabelText('Verification photo'), proof);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploadImage).toHaveBeenCalledWith(proof, expect.any(Function));
    expect(sentBody(fetchMock)).toEqual({ verificationPhoto: '/uploads/proof-1280.webp' });
  });

  it('shows a live listing no verification photo field', () => {
    stubFetch({});
    renderWithProviders(<EditListingModal product={listing()} onClose={() => {}} />);
    expect(screen.queryByLabelText('Verification photo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('listing-code')).not.toBeInTheDocument();
  });
});
