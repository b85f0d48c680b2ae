import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Category } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addProductForm, emptyAddProductForm, PHOTO_ACCEPT, type AddProductInput, type AddProductValues } from './add-product-schema.ts';
import { dayMonthYear } from './post-date.ts';

/** The chosen photo, shown before it is uploaded; its object URL is let go when the choice changes. */
function PhotoPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt={`Preview of ${file.name}`}
      className="mt-2 h-32 w-32 rounded-box border border-base-300 bg-base-200 object-contain"
    />
  );
}

interface AddProductFormProps {
  seller: { name: string; email: string };
  categories: Category[];
  /** Rejects with an Error whose message is shown above the button; what the user typed stays. */
  onSubmit: (values: AddProductValues) => Promise<void>;
  /** A failure to show, with per-field messages from the server when it gave them. */
  failure?: { message: string; fields?: Record<string, string> | undefined } | null;
}

/** Spec §2 Add Product screen's form: the fields in the spec's order, validated by spec §5. */
export function AddProductForm({ seller, categories, onSubmit, failure }: AddProductFormProps) {
  const ids = { photo: useId(), brand: useId(), details: useId() };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddProductInput, unknown, AddProductValues>({ resolver: zodResolver(addProductForm), defaultValues: emptyAddProductForm });

  const photos: unknown = useWatch({ control, name: 'photo' });
  const photo = photos instanceof FileList && photos.length > 0 ? photos[0] : undefined;

  useEffect(() => {
    for (const [field, message] of Object.entries(failure?.fields ?? {})) {
      const name = field === 'image' ? 'photo' : field;
      if (name in emptyAddProductForm) setError(name as keyof AddProductInput, { message });
    }
  }, [failure, setError]);

  const fieldError = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="text-sm text-error" role="alert">
        {message}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Seller Name" value={seller.name} readOnly hint="From your account" className="sm:col-span-1" />
      <TextField label="Seller Email" value={seller.email} readOnly type="email" hint="From your account" />

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.photo} className="text-sm font-medium">
          Product Photo
        </label>
        <input
          id={ids.photo}
          type="file"
          accept={PHOTO_ACCEPT}
          className={`file-input w-full ${errors.photo ? 'file-input-error' : ''}`}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={errors.photo ? `${ids.photo}-error` : undefined}
          {...register('photo')}
        />
        {fieldError(ids.photo, errors.photo?.message)}
        {photo && <PhotoPreview file={photo} />}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={ids.brand} className="text-sm font-medium">
          Select Brand Name
        </label>
        <select
          id={ids.brand}
          className={`select w-full ${errors.brand ? 'select-error' : ''}`}
          aria-invalid={errors.brand ? true : undefined}
          aria-describedby={errors.brand ? `${ids.brand}-error` : undefined}
          {...register('brand')}
        >
          {/* Nothing is chosen for the seller: a brand left on this fails 'Required'. */}
          <option value="">Pick a brand</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        {fieldError(ids.brand, errors.brand?.message)}
      </div>

      <TextField label="Purchase Price" prefix="TK" type="number" inputMode="numeric" min={1} step={1} error={errors.purchase?.message} {...register('purchase')} />
      <TextField label="Selling Price" prefix="TK" type="number" inputMode="numeric" min={1} step={1} error={errors.selling?.message} {...register('selling')} />
      <TextField label="Year Of Used" type="number" inputMode="numeric" min={0} step={1} error={errors.usingYears?.message} {...register('usingYears')} />
      {/* Text, not type="date": a date input shows the browser's own order (month first in US English). */}
      <TextField
        label="Post Date"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        hint={`Day/month/year, e.g. ${dayMonthYear(new Date())}`}
        error={errors.postDate?.message}
        {...register('postDate')}
      />
      <TextField label="Product Name" error={errors.productName?.message} {...register('productName')} />
      <TextField label="Seller Location" error={errors.location?.message} {...register('location')} />

      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={ids.details} className="text-sm font-medium">
          Product Details
        </label>
        <textarea
          id={ids.details}
          rows={4}
          className={`textarea w-full ${errors.details ? 'textarea-error' : ''}`}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? `${ids.details}-error` : undefined}
          {...register('details')}
        />
        {fieldError(ids.details, errors.details?.message)}
      </div>

      {failure && (
        <div role="alert" className="alert alert-error sm:col-span-2">
          <span>{failure.message}</span>
        </div>
      )}

      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={isSubmitting}>
        Add Product
      </button>
    </form>
  );
}
