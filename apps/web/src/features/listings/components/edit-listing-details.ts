import type { EditProductBody, Product } from '@phonehaat/contract';
import type { AddProductInput } from './add-product-schema.ts';

/** The structured fields the edit dialog shows through the Add Product form's PhoneDetailsFields. */
export const editableDetails = [
  'model',
  'storageGb',
  'ramGb',
  'colour',
  'condition',
  'batteryHealth',
  'variant',
  'included',
  'warrantyMonths',
  'district',
  'area',
] as const satisfies readonly (keyof EditProductBody & keyof AddProductInput)[];
export type EditableDetail = (typeof editableDetails)[number];

/** What the details' inputs hold: text, as the form's inputs do, and the checked items of "Comes with". */
export type DetailsInput = Pick<AddProductInput, EditableDetail | 'division'>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The inputs' starting values: the listing's fields as stated, empty where it has none (a listing made before them). */
export function detailsOf(product: Product): DetailsInput {
  return {
    model: text(product.model),
    storageGb: text(product.storageGb),
    ramGb: text(product.ramGb),
    colour: text(product.colour),
    condition: (product.condition ?? '') as DetailsInput['condition'],
    batteryHealth: text(product.batteryHealth),
    variant: (product.variant ?? '') as DetailsInput['variant'],
    included: [...product.included],
    warrantyMonths: text(product.warrantyMonths),
    division: product.division ?? '',
    district: (product.district ?? '') as DetailsInput['district'],
    area: text(product.area),
  };
}

/** react-hook-form hands a checkbox group over as false (none), one value, or the checked values. */
const checked = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
const sameItems = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

/**
 * Only the fields the seller changed, as typed (the contract parses them), so a PATCH never rewrites
 * what they left alone. The division is not sent: the district names it.
 */
export function changedDetails(values: DetailsInput, product: Product): Partial<EditProductBody> {
  const before = detailsOf(product);
  const changes: Record<string, unknown> = {};
  for (const field of editableDetails) {
    if (field === 'included') {
      const items = checked(values.included);
      if (!sameItems(items, before.included as string[])) changes.included = items;
    } else if (String(values[field] ?? '').trim() !== String(before[field] ?? '').trim()) {
      changes[field] = values[field];
    }
  }
  return changes as Partial<EditProductBody>;
}
