import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddProductForm } from './add-product-form.tsx';
import type { FieldError } from '@phonehaat/contract';

const categories = [
  { _id: '7d1f2c3a-0000-4000-8000-000000000001', name: 'Samsung', img: '/s.png' },
  { _id: '7d1f2c3a-0000-4000-8000-000000000002', name: 'Apple', img: '/a.png' },
];
const seller = { name: 'Rahim Uddin', email: 'rahim@example.com' };

/** The app's query client, as the dashboard page provides it (the price guide asks the API). */
function WithQueries({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderForm(
  onSubmit = vi.fn(async (_values: unknown) => {}),
  failure: { message: string; fields?: Record<string, string>; issues?: FieldError[] } | null = null,
) {
  render(<AddProductForm seller={seller} categories={categories} onSubmit={onSubmit} failure={failure} />, {
    wrapper: WithQueries,
  });
  return { user: userEvent.setup(), onSubmit };
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** Every field but the photos, filled as a seller would. */
async function fillListing(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Select Brand Name'), 'Apple');
  await user.type(screen.getByLabelText('Purchase Price'), '90000');
  await user.type(screen.getByLabelText('Selling Price'), '65000');
  await user.type(screen.getByLabelText('Year Of Used'), '1');
  await user.type(screen.getByLabelText('Post Date'), '01/03/2025');
  await user.type(screen.getByLabelText('Product Name'), 'iPhone 13');
  await user.type(screen.getByLabelText('Seller Location'), 'Dhaka');
  await user.type(screen.getByLabelText('Product Details'), 'Like new');
  await fillPhoneDetails(user);
}

/** The phone details section's required choices, for an Apple phone (brand chosen first). */
async function fillPhoneDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Model'), 'iPhone 13');
  await user.type(screen.getByLabelText('Colour'), 'Midnight');
  await user.selectOptions(screen.getByLabelText('Storage'), '128');
  await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
  await user.click(screen.getByRole('radio', { name: 'Official (BTRC registered)' }));
  await user.click(screen.getByRole('checkbox', { name: 'Box' }));
  await user.type(screen.getByLabelText('IMEI'), '490154203237518');
  await user.selectOptions(screen.getByLabelText('Division'), 'dhaka');
  await user.selectOptions(screen.getByLabelText('District'), 'gazipur');
  await user.type(screen.getByLabelText('Area'), 'Tongi');
}

describe('AddProductForm', () => {
  it('shows the seller read-only, looking read-only, and the brands by name after a placeholder', () => {
    renderForm();
    expect(screen.getByLabelText('Seller Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Seller Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Seller Email')).toHaveValue('rahim@example.com');
    expect(screen.getByLabelText('Seller Email')).toHaveAttribute('readonly');
    for (const label of ['Seller Name', 'Seller Email'])
      expect(screen.getByLabelText(label)).toHaveClass('bg-base-200', 'border-dashed');
    expect(screen.getByLabelText('Product Name')).not.toHaveClass('bg-base-200');
    const brand = screen.getByLabelText('Select Brand Name');
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pick a brand', 'Samsung', 'Apple']);
    expect(brand).toHaveValue('');
  });

  it('shows TK beside the price fields', () => {
    renderForm();
    for (const label of ['Purchase Price', 'Selling Price'])
      expect(screen.getByLabelText(label).parentElement).toHaveTextContent(/^TK$/);
  });

  it("says 'Required' under every empty required field, the untouched brand too, and does not submit", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const label of [
      'Product Photo',
      'Select Brand Name',
      'Purchase Price',
      'Selling Price',
      'Year Of Used',
      'Post Date',
      'Product Name',
      'Seller Location',
      'Product Details',
    ]) {
      expect(errorOf(label), label).toBe('Required');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the chosen photos in order, the first marked as the cover', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Product Photo'), [jpeg('front.jpg'), jpeg('back.jpg')]);
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('img', { name: 'Photo 2' }).getAttribute('src')).toMatch(/^blob:/);
    const [first, second] = screen.getAllByTestId('picked-photo');
    expect(first).toHaveTextContent('Cover');
    expect(second).not.toHaveTextContent('Cover');
    expect(screen.getByText('2 of 8 photos')).toBeInTheDocument();
  });

  it('sends the photos in the order the seller put them: moved, then one removed', { timeout: 30_000 }, async () => {
    const { user, onSubmit } = renderForm();
    const [front, back, side] = [jpeg('front.jpg'), jpeg('back.jpg'), jpeg('side.jpg')];
    await user.upload(screen.getByLabelText('Product Photo'), [front, back, side]);
    await user.click(screen.getByRole('button', { name: 'Move photo 3 left' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 left' }));
    // Now side, front, back: the side view is the cover.
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await fillListing(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0] as { photos: { file: File }[] };
    expect(values.photos.map((photo) => photo.file)).toEqual([side, back]);
  });

  it('takes at most 8 photos and says so when more are chosen', async () => {
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText('Product Photo'),
      Array.from({ length: 10 }, (_, index) => jpeg(`photo-${index}.jpg`)),
    );
    expect(screen.getAllByTestId('picked-photo')).toHaveLength(8);
    expect(errorOf('Product Photo')).toBe('Add at most 8 photos');
    expect(screen.getByLabelText('Product Photo')).toBeDisabled();
  });

  it('asks a seller not yet verified for a verification photo showing the listing code, and requires it', async () => {
    render(<AddProductForm seller={seller} categories={categories} onSubmit={vi.fn()} listingCode="PH-7K2QM" />, {
      wrapper: WithQueries,
    });
    const user = userEvent.setup();
    expect(screen.getByTestId('listing-code')).toHaveTextContent('PH-7K2QM');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(errorOf('Verification photo')).toBe('Required');
  });

  it('does not ask a verified seller for a verification photo', () => {
    renderForm();
    expect(screen.queryByLabelText('Verification photo')).not.toBeInTheDocument();
  });

  it('refuses a post date that is not a day/month/year on the calendar', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Post Date'), '30/02/2026');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(errorOf('Post Date')).toBe('Enter the date as day/month/year, e.g. 28/03/2026');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(
    'submits the photo file, the brand id, whole numbers, the day/month/year date as ISO and the phone details',
    { timeout: 30_000 },
    async () => {
      const { user, onSubmit } = renderForm();
      const photo = jpeg('phone.jpg');
      await user.upload(screen.getByLabelText('Product Photo'), photo);
      await user.selectOptions(screen.getByLabelText('Select Brand Name'), 'Apple');
      await user.type(screen.getByLabelText('Purchase Price'), '90000');
      await user.type(screen.getByLabelText('Selling Price'), '65000');
      await user.type(screen.getByLabelText('Year Of Used'), '1');
      await user.type(screen.getByLabelText('Post Date'), '01/03/2025');
      await user.type(screen.getByLabelText('Product Name'), 'iPhone 13');
      await user.type(screen.getByLabelText('Seller Location'), 'Dhaka');
      await user.type(screen.getByLabelText('Product Details'), 'Like new');
      await fillPhoneDetails(user);
      await user.click(screen.getByRole('button', { name: 'Add Product' }));

      expect(onSubmit).toHaveBeenCalledTimes(1);
      const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
      expect(values).toMatchObject({
        brand: categories[1]!._id,
        purchase: 90000,
        selling: 65000,
        usingYears: 1,
        postDate: '2025-03-01',
        productName: 'iPhone 13',
        location: 'Dhaka',
        details: 'Like new',
        model: 'iPhone 13',
        storageGb: 128,
        colour: 'Midnight',
        condition: 'excellent',
        variant: 'official',
        included: ['box'],
        imei: '490154203237518',
        district: 'gazipur',
        area: 'Tongi',
      });
      expect(values.photos).toEqual([expect.objectContaining({ file: photo })]);
    },
  );

  it('refuses a file that is not a photo', async () => {
    renderForm();
    // The picker offers photos only; this is what a browser that ignores `accept` (or a drop) hands over.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Product Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(errorOf('Product Photo')).toBe('Choose a JPEG, PNG, WebP or AVIF photo');
  });

  it('shows a failure and the server’s field messages without clearing what was typed', async () => {
    const { user } = renderForm(undefined, {
      message: 'productName: Product Name must be at most 120 characters',
      fields: { productName: 'Too long' },
    });
    await user.type(screen.getByLabelText('Seller Location'), 'Chattogram');
    expect(screen.getByText('productName: Product Name must be at most 120 characters')).toBeInTheDocument();
    expect(errorOf('Product Name')).toBe('Too long');
    expect(screen.getByLabelText('Seller Location')).toHaveValue('Chattogram');
  });
});

describe('AddProductForm in Bangla', () => {
  it("labels its fields in Bangla, keeps brand names Latin and says 'Required' in Bangla", { timeout: 20_000 }, async () => {
    await i18next.changeLanguage('bn');
    const { user, onSubmit } = renderForm();
    expect(screen.getByLabelText('বিক্রেতার নাম')).toHaveValue('Rahim Uddin');
    expect(
      within(screen.getByLabelText('ব্র্যান্ড বেছে নিন'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['একটি ব্র্যান্ড বেছে নিন', 'Samsung', 'Apple']);
    expect(screen.getByLabelText('বিক্রয়মূল্য').parentElement).toHaveTextContent(/^৳$/);
    // The photo picker's button and its count are the page's, not the browser's.
    expect(screen.getByText('ছবি যোগ করুন').tagName).toBe('LABEL');
    expect(screen.getByText('৮টির মধ্যে ০টি ছবি')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('ফোনের ছবি'), jpeg('phone.jpg'));
    expect(screen.getByRole('img', { name: 'ছবি ১' })).toBeInTheDocument();
    expect(screen.getByText('কভার')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ফোন যোগ করুন' }));
    expect(errorOf('ফোনের নাম')).toBe('এটি পূরণ করতে হবে');
    expect(errorOf('ফোনের ছবি')).toBeUndefined();
    expect(errorOf('বিক্রয়মূল্য')).toBe('এটি পূরণ করতে হবে');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a wrong date with a Bangla example, and takes a date typed in Bangla digits', { timeout: 20_000 }, async () => {
    await i18next.changeLanguage('bn');
    const { user, onSubmit } = renderForm();
    const postDate = screen.getByLabelText('পোস্টের তারিখ');
    await user.type(postDate, '৩০/০২/২০২৬');
    await user.click(screen.getByRole('button', { name: 'ফোন যোগ করুন' }));
    expect(errorOf('পোস্টের তারিখ')).toBe('তারিখটি দিন/মাস/বছর আকারে লিখুন, যেমন ২৮/০৩/২০২৬');
    await user.clear(postDate);
    await user.type(postDate, '২৮/০৩/২০২৬');
    await user.click(screen.getByRole('button', { name: 'ফোন যোগ করুন' }));
    // Accepted: the field shows its hint again, today's example in Bangla digits.
    expect(errorOf('পোস্টের তারিখ')).toMatch(/^দিন\/মাস\/বছর, যেমন [০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("translates the contract's field-named messages from the server, with the number in Bangla digits", async () => {
    await i18next.changeLanguage('bn');
    renderForm(undefined, {
      message: 'Please check the highlighted fields',
      fields: {
        selling: 'Selling Price must be at most 10,000,000',
        usingYears: 'Year Of Used must be a whole number',
        brand: 'Select a brand',
      },
      // Beside each English message, its code and parameters, which the page translates (decision 0057).
      issues: [
        { field: 'selling', code: 'too_big', params: { max: 10_000_000 } },
        { field: 'usingYears', code: 'not_whole_number' },
        { field: 'brand', code: 'select_brand' },
      ],
    });
    expect(await screen.findByText('বিক্রয়মূল্য সর্বোচ্চ ১,০০,০০,০০০ হতে পারে')).toBeInTheDocument();
    expect(errorOf('ব্যবহারের সময় (বছর)')).toBe('ব্যবহারের সময় (বছর) একটি পূর্ণসংখ্যা হতে হবে');
    expect(errorOf('ব্র্যান্ড বেছে নিন')).toBe('একটি ব্র্যান্ড বেছে নিন');
  });
});
