import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { listingFields, specsFieldsOf, type ListingFieldEntry } from '@phonehaat/contract';
import { fieldsBeforeIssue26 } from '../../../components/ui/test-utils.tsx';
import { ListingSpecs } from './listing-specs.tsx';
import { makeProduct } from '../../../testing/factories.ts';

const rowsOf = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
const specsLabel = (entry: ListingFieldEntry) =>
  i18next.t(`listing:${entry.shows.specs === false ? entry.label : (entry.shows.specs.label ?? entry.label)}` as 'listing:specs.title');

describe("the product page's specifications", () => {
  it('has a row for every registry field that shows in the specs, in the registry order', () => {
    render(<ListingSpecs product={makeProduct()} />);
    expect(rowsOf().map(([label]) => label)).toEqual(specsFieldsOf().map(specsLabel));
    expect(rowsOf()).toEqual([
      ['Model', 'iPhone 13'],
      ['Storage', '128 GB'],
      ['RAM', 'Not given'],
      ['Colour', 'Midnight'],
      ['Condition', expect.stringMatching(/^Excellent/)],
      ['Battery health', '86%'],
      ['Variant', 'Official (BTRC registered)'],
      ['Comes with', 'Box, Charger'],
      ['Warranty left', 'None'],
      ['IMEI', 'Ends in 7518'],
      ['Location', 'Dhanmondi, Dhaka'],
    ]);
  });

  it('shows only the place of a listing made before the fields', () => {
    render(<ListingSpecs product={makeProduct({ ...fieldsBeforeIssue26, location: 'Mirpur' })} />);
    expect(rowsOf()).toEqual([['Location', 'Mirpur']]);
  });

  it('has a row for a field added to the registry with its locale line, and nothing else written for it (the recipe)', () => {
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
    i18next.addResource('en', 'listing', 'fields.simSlots', 'SIM slots');
    const fields = specsFieldsOf([...(listingFields as readonly ListingFieldEntry[]), simSlots]);
    render(<ListingSpecs product={{ ...makeProduct(), simSlots: 2 } as never} fields={fields} />);
    expect(rowsOf().at(-1)).toEqual(['SIM slots', '2']);
  });
});
