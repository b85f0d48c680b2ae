import { uploadImage } from './upload-image.ts';

/** Where an upload of several photos stands: photo `n` of `total`, that photo's fraction sent. */
export interface PhotosProgress {
  n: number;
  total: number;
  fraction: number;
}

/**
 * Uploads the files one after another through POST /images (each processed there like a single photo),
 * answering their URLs in the same order. `uploaded` keeps the URL of each file sent, so sending the
 * form again after a failure (say, saving the listing) does not upload a photo twice.
 */
export async function uploadPhotos(
  files: readonly File[],
  uploaded: Map<File, string>,
  onProgress: (progress: PhotosProgress) => void,
): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, file] of files.entries()) {
    const known = uploaded.get(file);
    if (known) {
      urls.push(known);
      continue;
    }
    onProgress({ n: index + 1, total: files.length, fraction: 0 });
    const answer = await uploadImage(file, (fraction) => onProgress({ n: index + 1, total: files.length, fraction }));
    if (!answer.success) throw new PhotoUploadFailed();
    uploaded.set(file, answer.data.url);
    urls.push(answer.data.url);
  }
  return urls;
}

/** The image host answered without success (spec §7): the page says the photo could not be uploaded. */
export class PhotoUploadFailed extends Error {
  override name = 'PhotoUploadFailed';
}
