import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastDefaults, type FieldError, type NewProductResult } from '@phonehaat/contract';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useCategories } from '../../lib/get-categories.ts';
import { useCreateProduct } from './api/listing-mutations.ts';
import { useListingCode } from './api/get-listing-code.ts';
import { uploadImage } from './api/upload-image.ts';
import { PhotoUploadFailed, uploadPhotos, type PhotosProgress } from './api/upload-photos.ts';
import { AddProductForm } from './components/add-product-form.tsx';
import type { AddProductValues } from './components/add-product-schema.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SubmitOverlay } from './components/submit-overlay.tsx';

type Failure = { message: string; fields?: Record<string, string> | undefined; issues?: FieldError[] | undefined };

/**
 * Spec §2 Add Product screen, for admins (/dashboard/addProduct) and sellers (/dashboard/addProducts).
 * Spec §4: the photos are uploaded first (in order, the first is the cover), then the listing saved, then 'Product Add Successfully' and
 * off to /products — or to My Products when the listing waits for an admin's review, since it is not in /products yet. Unlike the older system a failure says what went wrong and keeps the form filled.
 */
export default function AddProductPage() {
  const { t } = useTranslation(['dashboard', 'spec']);
  const errorText = useErrorText();
  const { user } = useAuth();
  const categories = useCategories({ fresh: true });
  const createProduct = useCreateProduct();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [progress, setProgress] = useState<PhotosProgress>({ n: 1, total: 1, fraction: 0 });
  const [failure, setFailure] = useState<Failure | null>(null);
  // Photos already uploaded are not sent again when only saving the listing failed.
  const uploaded = useRef(new Map<File, string>());
  // Whether a verification photo is asked for, and the code it shows (decision 0040).
  const listingCode = useListingCode();
  // The success toast's text, in the language of the moment it was saved; empty until then.
  const announceOnLeave = useRef('');

  // The success toast is raised once this screen (and the dashboard's toast container) has gone, so
  // that the next page (/products, or My Products) shows it. Its options are the toast library's defaults (spec §2):
  // top-right, 5000 ms, light.
  useEffect(
    () => () => {
      const text = announceOnLeave.current;
      if (!text) return;
      setTimeout(() => {
        toast.success(text, {
          position: 'top-right',
          autoClose: toastDefaults.addProductAutoCloseMs,
          theme: 'light',
        });
      }, 0);
    },
    [],
  );

  async function submit(values: AddProductValues) {
    setFailure(null);
    let created: NewProductResult;
    try {
      setProgress({ n: 1, total: values.photos.length, fraction: 0 });
      setStage('uploading');
      // Photos already on the server (none on a new listing) keep their URL; files are uploaded in order.
      const files = values.photos.flatMap((photo) => (photo.file ? [photo.file] : []));
      const sent = await uploadPhotos(files, uploaded.current, setProgress);
      const photos = values.photos.map((photo) => photo.url ?? sent[files.indexOf(photo.file!)]!);
      const proof = values.verificationPhoto ? await uploadProof(values.verificationPhoto) : undefined;
      setStage('saving');
      const { photos: _photos, verificationPhoto: _proof, ...listing } = values;
      created = await createProduct.mutateAsync({
        ...listing,
        image: photos[0]!,
        photos,
        ...(proof && { verificationPhoto: proof }),
        seller: user?.displayName,
        email: user?.email,
      });
    } catch (error) {
      setStage('idle');
      if (error instanceof PhotoUploadFailed) {
        setFailure({ message: t('addProduct.uploadFailed') });
        return;
      }
      // Field messages are put in the page's language by the form, which knows their fields.
      setFailure({
        message: errorText(error),
        ...(error instanceof ApiError && { fields: error.fields, issues: error.issues }),
      });
      return;
    }
    announceOnLeave.current = t('spec:productAdded');
    // A listing waiting for review is in no public list yet: its seller sees it in My Products (issue 36).
    await navigate(created.reviewStatus === 'pending' ? paths.myProducts : paths.products);
  }

  /** The verification photo, uploaded once like the others (it goes nowhere public: only its URL is kept). */
  async function uploadProof(file: File): Promise<string> {
    const known = uploaded.current.get(file);
    if (known) return known;
    const answer = await uploadImage(file, () => undefined);
    if (!answer.success) throw new PhotoUploadFailed();
    uploaded.current.set(file, answer.data.url);
    return answer.data.url;
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title={t('addProduct.title')} />
      <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        {listingCode.isPending ? (
          // Whether a verification photo is asked for decides the form's rules: it waits for the answer.
          <Spinner label={t('addProduct.title')} />
        ) : categories.isError ? (
          <div role="alert" className="alert alert-error">
            <span>{t('addProduct.brandsError', { message: errorText(categories.error) })}</span>
            <button type="button" className="btn btn-sm" onClick={() => void categories.refetch()}>
              {t('addProduct.tryAgain')}
            </button>
          </div>
        ) : (
          <AddProductForm
            seller={{ name: user?.displayName ?? '', email: user?.email ?? '' }}
            categories={categories.data ?? []}
            onSubmit={submit}
            failure={failure}
            listingCode={listingCode.data?.verificationRequired ? listingCode.data.listingCode : null}
          />
        )}
      </div>
      {stage !== 'idle' && (
        <SubmitOverlay stage={stage} progress={(progress.n - 1 + progress.fraction) / progress.total} photo={progress} />
      )}
    </section>
  );
}
