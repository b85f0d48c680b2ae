import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '@phonehaat/contract';
import { stubFetch } from '../../../components/ui/test-utils.tsx';
import { AddProductForm } from './add-product-form.tsx';

const categories = [
  { _id: '7d1f2c3a-0000-4000-8000-000000000001', name: 'Samsung', img: '/s.png' },
  { _id: '7d1f2c3a-0000-4000-8000-000000000002', name: 'Apple', img: '/a.png' },
];

/** The app's query client, as the dashboard page provides it (the price guide asks the API). */
function WithQueries({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderForm(failure: { message: string; fields?: Record<string, string>; issues?: FieldError[] } | null = null) {
  const onSubmit = vi.fn(async (_values: unknown) => {});
  render(
    <AddProductForm
      seller={{ name: 'Rahim', email: 'r@example.com' }}
      categories={categories}
      onSubmit={onSubmit}
      failure={failure}
    />,
    { wrapper: WithQueries },
  );
  return { user: userEvent.setup(), onSubmit };
}

const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the Add Product form's phone details", () => {
  it("offers the chosen brand's models, and 'Other' with the seller's own words", { timeout: 20_000 }, async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Select Brand Name'), 'Samsung');
    const models = within(screen.getByLabelText('Model'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(models).toContain('Galaxy S24 Ultra');
    expect(models).not.toContain('iPhone 13');
    expect(models.at(-1)).toBe('Other (type it)');
    await user.selectOptions(screen.getByLabelText('Model'), 'Other (type it)');
    await user.type(screen.getByLabelText('Model name'), 'Galaxy Note 10+');
    expect(screen.getByLabelText('Model name')).toHaveValue('Galaxy Note 10+');
  });

  it('shows what each condition grade allows, and lists districts of the chosen division only', { timeout: 20_000 }, async () => {
    const { user } = renderForm();
    expect(screen.getByRole('radio', { name: /^Fair — Visible scratches, dents or screen marks/ })).toBeInTheDocument();
    expect(screen.getByLabelText('District')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Division'), 'sylhet');
    const districts = within(screen.getByLabelText('District'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(districts).toEqual(['Choose a district', 'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
  });

  it('says under the IMEI, in red, that a wrong check digit is wrong, and does not submit', { timeout: 20_000 }, async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('IMEI'), '490154203237519');
    await user.type(screen.getByLabelText('Battery health (%)'), '140');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(errorOf('IMEI')).toBe('This IMEI is not valid: check its last digit (dial *#06# to see it)');
    expect(document.getElementById(screen.getByLabelText('IMEI').getAttribute('aria-describedby')!)).toHaveClass('text-error');
    expect(errorOf('Battery health (%)')).toBe('Battery Health must be at most 100');
    expect(errorOf('Storage')).toBe('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a live IMEI under the field, in Bangla on a Bangla page", async () => {
    await i18next.changeLanguage('bn');
    renderForm({
      message: 'এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে',
      fields: {
        imei: 'This IMEI is already in a live listing on PhoneHaat',
        batteryHealth: 'Battery Health must be at most 100',
      },
      // The server's codes beside its English messages (decision 0057).
      issues: [
        { field: 'imei', code: 'imei_taken' },
        { field: 'batteryHealth', code: 'too_big', params: { max: 100 } },
      ],
    });
    expect(await screen.findAllByText('এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে')).toHaveLength(2);
    expect(errorOf('IMEI নম্বর')).toBe('এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে');
    expect(errorOf('ব্যাটারি হেলথ (%)')).toBe('ব্যাটারি হেলথ সর্বোচ্চ ১০০ হতে পারে');
  });

  it(
    'shows the price guide once model, storage and condition are chosen, in Bangla digits on a Bangla page',
    { timeout: 20_000 },
    async () => {
      const fetchMock = stubFetch({
        '/api/price-guide': {
          body: {
            asking: { median: 45_000, low: 38_000, high: 52_000, count: 12 },
            sold: { median: 43_000, low: 40_000, high: 47_000, count: 6 },
          },
        },
      });
      const { user } = renderForm();
      await user.selectOptions(screen.getByLabelText('Select Brand Name'), 'Apple');
      await user.selectOptions(screen.getByLabelText('Model'), 'iPhone 13');
      await user.selectOptions(screen.getByLabelText('Storage'), '128');
      expect(screen.queryByRole('region', { name: 'Price guide' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /^Excellent/ }));
      const guide = await screen.findByRole('region', { name: 'Price guide' });
      expect(await within(guide).findByText('Phones like this ask TK 45,000 (38,000–52,000)')).toBeInTheDocument();
      expect(within(guide).getByText('Sold on PhoneHaat for TK 43,000 (40,000–47,000) in 6 sales')).toBeInTheDocument();
      const asked = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      expect(Object.fromEntries(asked.searchParams)).toEqual({ model: 'iPhone 13', storageGb: '128', condition: 'excellent' });

      await i18next.changeLanguage('bn');
      expect(await within(guide).findByText('এমন ফোনের দাম চাওয়া হচ্ছে ৳৪৫,০০০ (৩৮,০০০–৫২,০০০)')).toBeInTheDocument();
      await i18next.changeLanguage('en');
    },
  );
});
