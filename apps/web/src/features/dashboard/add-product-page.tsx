import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, toastDefaults } from '@phonehaat/contract';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
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
  const { user } = useAuth();
  const categories = useCategories({ fresh: true });
  const createProduct = useCreateProduct();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A photo already uploaded is not sent again when only saving the listing failed.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const announceOnLeave = useRef(false);

  // The success toast is raised once this screen (and the dashboard's toast container) has gone, so
  // that the /products page shows it. Its options are the toast library's defaults (spec §2):
  // top-right, 5000 ms, light.
  useEffect(
    () => () => {
      if (!announceOnLeave.current) return;
      setTimeout(() => {
        toast.success(messages.productAdded, {
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
        if (!answer.success) throw new Error('The photo could not be uploaded. Please try again.');
        image = answer.data.url;
        uploaded.current = { file: values.photo, url: image };
      }
      setStage('saving');
      const { photo: _photo, ...listing } = values;
      await createProduct.mutateAsync({ ...listing, image, seller: user?.displayName, email: user?.email });
    } catch (error) {
      setStage('idle');
      setFailure(
        error instanceof ApiError
          ? { message: error.message, fields: error.fields }
          : { message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' },
      );
      return;
    }
    announceOnLeave.current = true;
    await navigate(paths.products);
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Add Your Product for Sell" />
      <div className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        {categories.isError ? (
          <div role="alert" className="alert alert-error">
            <span>The brands could not be loaded: {categories.error.message}</span>
            <button type="button" className="btn btn-sm" onClick={() => void categories.refetch()}>
              Try again
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
