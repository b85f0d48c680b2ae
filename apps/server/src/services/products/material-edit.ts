import { MATERIAL_PRICE_CHANGE } from '@phonehaat/contract';

/** The free-text fields an edit may change: what a buyer reads, and where a scam would be written. */
const textFields = ['details', 'location', 'area', 'model', 'colour'] as const;

export interface EditedListing {
  selling: number;
  photoUrls: readonly string[];
  details: string;
  location: string;
  area: string | null;
  model: string | null;
  colour: string | null;
}

/**
 * Whether an edit changes what a buyer would be misled by (decision 0052): any free text, the photos,
 * or the price by more than MATERIAL_PRICE_CHANGE of the old one. A seller who needs review and makes
 * such an edit sends the listing back to the review queue; a small price cut or a new district does not.
 */
export function isMaterialEdit(
  before: EditedListing,
  changes: Partial<Record<(typeof textFields)[number], string>> & { selling?: number | undefined },
  photoUrls: readonly string[] | undefined,
): boolean {
  const textChanged = textFields.some((field) => changes[field] !== undefined && changes[field] !== before[field]);
  const photosChanged = photoUrls !== undefined && photoUrls.join('\n') !== before.photoUrls.join('\n');
  const priceChanged = changes.selling !== undefined && Math.abs(changes.selling - before.selling) > before.selling * MATERIAL_PRICE_CHANGE;
  return textChanged || photosChanged || priceChanged;
}
