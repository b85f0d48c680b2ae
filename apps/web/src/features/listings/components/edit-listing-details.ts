import {
  answerKeyOf,
  editFieldsOf,
  formFieldsOf,
  type EditProductBody,
  type ListingFieldEntry,
  type ListingFieldName,
  type Product,
} from '@phonehaat/contract';
import type { AddProductInput } from './add-product-schema.ts';

/**
 * The structured fields the edit dialog shows through the Add Product form's PhoneDetailsFields: the listing
 * field registry's that declare `shows.edit`, in the form's order.
 */
export const editDetailFields = (fields: readonly ListingFieldEntry[] = editFieldsOf()): ListingFieldEntry[] => formFieldsOf(fields);
export const editableDetails: readonly string[] = editDetailFields().map((entry) => entry.name);
export type EditableDetail = ListingFieldName & keyof EditProductBody & keyof AddProductInput;

/** What the details' inputs hold: text, as the form's inputs do, and the checked items of a list of choices. */
export type DetailsInput = Pick<AddProductInput, EditableDetail | 'division'>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The inputs' starting values: the listing's fields as stated, empty where it has none (a listing made before them). */
export function detailsOf(product: Product, fields: readonly ListingFieldEntry[] = editDetailFields()): DetailsInput {
  const answer = product as unknown as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const entry of fields) {
    const value = answer[answerKeyOf(entry)];
    if (entry.kind === 'place') details.division = text(answer.division);
    details[entry.name] = entry.rule.type === 'choices' ? [...((value as string[] | undefined) ?? [])] : text(value);
  }
  return details as DetailsInput;
}

/** react-hook-form hands a checkbox group over as false (none), one value, or the checked values. */
const checked = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
const sameItems = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

/**
 * Only the fields the seller changed, as typed (the contract parses them), so a PATCH never rewrites
 * what they left alone. The division is not sent: the district names it.
 */
export function changedDetails(
  values: DetailsInput,
  product: Product,
  fields: readonly ListingFieldEntry[] = editDetailFields(),
): Partial<EditProductBody> {
  const before = detailsOf(product, fields) as Record<string, unknown>;
  const now = values as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const { name, rule } of fields) {
    if (rule.type === 'choices') {
      const items = checked(now[name]);
      if (!sameItems(items, before[name] as string[])) changes[name] = items;
    } else if (text(now[name]).trim() !== text(before[name]).trim()) {
      changes[name] = now[name];
    }
  }
  return changes as Partial<EditProductBody>;
}
