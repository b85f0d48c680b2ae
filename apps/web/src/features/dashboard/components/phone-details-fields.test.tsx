import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { AddProductForm } from './add-product-form.tsx';

const categories = [
  { _id: '7d1f2c3a-0000-4000-8000-000000000001', name: 'Samsung', img: '/s.png' },
  { _id: '7d1f2c3a-0000-4000-8000-000000000002', name: 'Apple', img: '/a.png' },
];

function renderForm(failure: { message: string; fields?: Record<string, string> } | null = null) {
  const onSubmit = vi.fn(async (_values: unknown) => {});
  render(<AddProductForm seller={{ name: 'Rahim', email: 'r@example.com' }} categories={categories} onSubmit={onSubmit} failure={failure} />);
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
    const models = within(screen.getByLabelText('Model')).getAllByRole('option').map((option) => option.textContent);
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
    const districts = within(screen.getByLabelText('District')).getAllByRole('option').map((option) => option.textContent);
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
    renderForm({ message: 'এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে', fields: { imei: 'This IMEI is already in a live listing on PhoneHaat', batteryHealth: 'Battery Health must be at most 100' } });
    expect(await screen.findAllByText('এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে')).toHaveLength(2);
    expect(errorOf('IMEI নম্বর')).toBe('এই IMEI দিয়ে ফোনহাটে এখনই আরেকটি বিজ্ঞাপন চালু আছে');
    expect(errorOf('ব্যাটারি হেলথ (%)')).toBe('ব্যাটারি হেলথ সর্বোচ্চ ১০০ হতে পারে');
  });
});
