import { MAX_PHOTOS } from '@phonehaat/contract';

/**
 * One photo of a listing being made or edited: a file chosen on this device (uploaded when the form is
 * sent) or one already uploaded (its URL). `key` names it while it moves about the list.
 */
export interface PickedPhoto {
  key: string;
  file?: File;
  url?: string;
}

/** The list with the photo at `index` moved one place left (-1) or right (+1); at either end it stays put. */
export function movePhoto<T>(photos: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= photos.length || target < 0 || target >= photos.length) return [...photos];
  const moved = [...photos];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The list without the photo at `index`. */
export const removePhoto = <T>(photos: readonly T[], index: number): T[] => photos.filter((_, each) => each !== index);

/**
 * The list with `added` appended, up to MAX_PHOTOS; `refused` counts the ones that did not fit, so
 * the picker can say why they are missing.
 */
export function addPhotos<T>(photos: readonly T[], added: readonly T[]): { photos: T[]; refused: number } {
  const room = Math.max(MAX_PHOTOS - photos.length, 0);
  return { photos: [...photos, ...added.slice(0, room)], refused: Math.max(added.length - room, 0) };
}
