import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  editFieldsOf,
  fieldErrorsOfEntry,
  formFieldsOf,
  listingAnswerExample,
  listingFields,
  listingInputsOf,
  messages,
  type ListingFieldEntry,
  type Product,
} from '@phonehaat/contract';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { AddProductForm } from './add-product-form.tsx';
import { emptyDetailsOf } from './add-product-schema.ts';
import { changedDetails, detailsOf, editDetailFields } from './edit-listing-details.ts';
import { EditListingModal } from './edit-listing-modal.tsx';
import { fieldErrorText } from './form-error-text.ts';
import { PhoneDetailsFields } from './phone-details-fields.tsx';

const categories = [{ _id: '7d1f2c3a-0000-4000-8000-000000000001', name: 'Samsung', img: '/s.png' }];

function WithQueries({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A listing as My Products answers it, every registry field from the registry's own fixture. */
const listing = (extra: Record<string, unknown> = {}): Product =>
  ({
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
    ...listingAnswerExample(),
    ...extra,
  }) as unknown as Product;

// The price guide asks the API once model, storage and condition are known: it answers nothing here.
beforeEach(() => {
  stubFetch({});
});
afterEach(() => vi.unstubAllGlobals());

const inputsNamed = (container: ParentNode, name: string) => container.querySelectorAll(`[name="${name}"]`);

describe('every registry field is where it declares itself', () => {
  it('is an input of the Add Product form when it shows in the form', () => {
    render(<AddProductForm seller={{ name: 'Rahim', email: 'r@example.com' }} categories={categories} onSubmit={async () => {}} />, {
      wrapper: WithQueries,
    });
    const form = document.querySelector('form')!;
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      if (entry.shows.form === false) expect(inputsNamed(form, entry.name), entry.name).toHaveLength(0);
      else expect(inputsNamed(form, entry.name).length, entry.name).toBeGreaterThan(0);
    }
  });

  it("is an input of the edit dialog, holding the listing's value, exactly when it shows there", () => {
    renderWithProviders(<EditListingModal product={listing()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      const inputs = inputsNamed(dialog, entry.name);
      if (!entry.shows.edit) {
        expect(inputs, entry.name).toHaveLength(0);
        continue;
      }
      expect(inputs.length, entry.name).toBeGreaterThan(0);
      const values = [...inputs].flatMap((input) => {
        const field = input as HTMLInputElement;
        return field.type === 'radio' || field.type === 'checkbox' ? (field.checked ? [field.value] : []) : [field.value];
      });
      const example = entry.example.answer;
      expect(values, entry.name).toEqual(Array.isArray(example) ? example : [String(example)]);
    }
  });
});

/**
 * The recipe of docs/architecture.md, on the web's side: a field added to the registry (here in the test,
 * with its two locale lines) is an input of the form and the edit dialog, is sent when changed, and its
 * errors read in Bangla, with nothing else written for it.
 */
describe('the recipe: a new registry entry and its two locale lines', () => {
  const simSlots = {
    name: 'simSlots',
    english: 'SIM Slots',
    rule: { type: 'number', min: 1, max: 4, optional: true },
    kind: 'number',
    answer: { shape: 'integer' },
    label: 'fields.simSlots',
    shows: { form: 95, edit: true, specs: {}, filter: false },
    example: { input: 2, answer: 2 },
  } as const satisfies ListingFieldEntry;
  const fields: readonly ListingFieldEntry[] = [...listingFields, simSlots];
  i18next.addResource('en', 'listing', 'fields.simSlots', 'SIM slots');

  function Details() {
    const form = useForm({ defaultValues: { ...emptyDetailsOf(formFieldsOf(fields)), division: '' } });
    return (
      <FormProvider {...form}>
        <PhoneDetailsFields brandName="Samsung" errorText={(error) => error?.message} fields={formFieldsOf(fields)} />
      </FormProvider>
    );
  }

  it('is an input of the phone details, after the warranty as its place says', () => {
    render(<Details />, { wrapper: WithQueries });
    const input = screen.getByLabelText('SIM slots');
    expect(input).toHaveAttribute('name', 'simSlots');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    const names = [...document.querySelectorAll('input, select')].map((each) => each.getAttribute('name'));
    expect(names.indexOf('simSlots')).toBe(names.lastIndexOf('warrantyMonths') + 1);
  });

  it('is in the edit dialog, and a changed value is sent', () => {
    const editable = editDetailFields(editFieldsOf(fields));
    expect(editable.map((entry) => entry.name)).toContain('simSlots');
    const product = listing({ simSlots: 2 });
    const values = { ...detailsOf(product, editable), simSlots: '3' };
    expect(detailsOf(product, editable)).toMatchObject({ simSlots: '2' });
    expect(changedDetails(values as never, product, editable)).toEqual({ simSlots: '3' });
  });

  it('fails by its rule, and a Bangla reader reads each error in Bangla', async () => {
    expect(listingInputsOf(fields).simSlots?.safeParse(9).error?.issues[0]?.message).toBe('SIM Slots must be at most 4');
    await i18next.changeLanguage('bn');
    await i18next.loadNamespaces(['dashboard', 'listing', 'photos', 'spec']);
    i18next.addResource('bn', 'listing', 'fields.simSlots', 'সিম স্লট');
    const t = i18next.getFixedT('bn', ['dashboard', 'listing', 'photos', 'spec']) as unknown as Parameters<typeof fieldErrorText>[1];
    const amount = (value: number) => value.toLocaleString('bn-BD');
    const text = fieldErrorText({ field: 'simSlots', code: 'too_big', params: { max: 4 } }, t, (key) => i18next.exists(key), amount, fields);
    expect(text).toBe('সিম স্লট সর্বোচ্চ ৪ হতে পারে');
  });
});

describe('Bangla readers', () => {
  it('get every error of every registry field in Bangla', async () => {
    await i18next.changeLanguage('bn');
    await i18next.loadNamespaces(['dashboard', 'listing', 'photos', 'spec']);
    const t = i18next.getFixedT('bn', ['dashboard', 'listing', 'photos', 'spec']) as unknown as Parameters<typeof fieldErrorText>[1];
    const amount = (value: number) => value.toLocaleString('bn-BD');
    for (const entry of listingFields as readonly ListingFieldEntry[]) {
      for (const error of fieldErrorsOfEntry(entry)) {
        const text = fieldErrorText(error, t, (key) => i18next.exists(key), amount);
        const what = `${entry.name} ${error.code}`;
        expect(text, what).toMatch(/[\u0980-\u09ff]/);
        // No English word is left in it (IMEI is written so in Bangla too), nor the key itself.
        expect(text?.replace(/IMEI|\*#06#/g, ''), what).not.toMatch(/[A-Za-z]{2,}/);
        expect(text, what).not.toBe(messages.required);
      }
    }
  });

  it('see the form’s own errors in Bangla after submitting it empty', async () => {
    await i18next.changeLanguage('bn');
    render(<AddProductForm seller={{ name: 'Rahim', email: 'r@example.com' }} categories={categories} onSubmit={async () => {}} />, {
      wrapper: WithQueries,
    });
    screen.getByRole('button', { name: i18next.t('dashboard:form.submit') }).click();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.length).toBeGreaterThan(5);
    for (const alert of alerts) expect(within(alert).getByText(/[\u0980-\u09ff]/)).toBeInTheDocument();
    for (const alert of alerts) expect(alert.textContent).not.toMatch(/Choose|Required|must be/);
  });
});
