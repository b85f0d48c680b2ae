import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastDefaults } from '@phonehaat/contract';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useCategories } from '../../lib/get-categories.ts';
import { useCreateProduct } from './api/listing-mutations.ts';
import { uploadImage } from './api/upload-image.ts';
import { AddProductForm } from './components/add-product-form.tsx';
import type { AddProductValues } from './components/add-product-schema.ts';
import { PageHeading } from './components/page-heading.tsx';
import { SubmitOverlay } from './components/submit-overlay.tsx';

type Failure = { message: string; fields?: Record<string, string> | undefined };

/**
 * Spec §2 Add Product screen, for admins (/dashboard/addProduct) and sellers (/dashboard/addProducts).
 * Spec §4: the photo is uploaded first, then the listing saved, then 'Product Add Successfully' and
 * off to /products. Unlike the older system a failure says what went wrong and keeps the form filled.
 */
export default function AddProductPage() {
  const { t } = useTranslation(['dashboard', 'spec']);
  const errorText = useErrorText();
  const { user } = useAuth();
  const categories = useCategories({ fresh: true });
  const createProduct = useCreateProduct();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A photo already uploaded is not sent again when only saving the listing failed.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  // The success toast's text, in the language of the moment it was saved; empty until then.
  const announceOnLeave = useRef('');

  // The success toast is raised once this screen (and the dashboard's toast container) has gone, so
  // that the /products page shows it. Its options are the toast library's defaults (spec §2):
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
    let image = uploaded.current?.file === values.photo ? uploaded.current.url : null;
    try {
      if (!image) {
        setProgress(0);
        setStage('uploading');
        const answer = await uploadImage(values.photo, setProgress);
        if (!answer.success) {
          setStage('idle');
          setFailure({ message: t('addProduct.uploadFailed') });
          return;
        }
        image = answer.data.url;
        uploaded.current = { file: values.photo, url: image };
      }
      setStage('saving');
      const { photo: _photo, ...listing } = values;
      await createProduct.mutateAsync({ ...listing, image, seller: user?.displayName, email: user?.email });
    } catch (error) {
      setStage('idle');
      // Field messages are put in the page's language by the form, which knows their fields.
      setFailure({ message: errorText(error), fields: error instanceof ApiError ? error.fields : undefined });
      return;
    }
    announceOnLeave.current = t('spec:productAdded');
    await navigate(paths.products);
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title={t('addProduct.title')} />
      <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        {categories.isError ? (
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
          />
        )}
      </div>
      {stage !== 'idle' && <SubmitOverlay stage={stage} progress={progress} />}
    </section>
  );
}
