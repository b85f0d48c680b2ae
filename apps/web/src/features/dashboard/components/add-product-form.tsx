import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Category } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addProductForm, emptyAddProductForm, PHOTO_ACCEPT, type AddProductInput, type AddProductValues } from './add-product-schema.ts';

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
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddProductInput, unknown, AddProductValues>({ resolver: zodResolver(addProductForm), defaultValues: emptyAddProductForm });

  // The first brand is chosen until the user picks another, as a plain <select> shows it.
  useEffect(() => {
    if (categories[0] && !getValues('brand')) setValue('brand', categories[0]._id);
  }, [categories, getValues, setValue]);

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
      <TextField label="Seller Name" value={seller.name} readOnly className="sm:col-span-1" />
      <TextField label="Seller Email" value={seller.email} readOnly type="email" />

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
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {category.name}
            </option>
          ))}
        </select>
        {fieldError(ids.brand, errors.brand?.message)}
      </div>

      <TextField label="Purchase Price" type="number" inputMode="numeric" min={1} step={1} error={errors.purchase?.message} {...register('purchase')} />
      <TextField label="Selling Price" type="number" inputMode="numeric" min={1} step={1} error={errors.selling?.message} {...register('selling')} />
      <TextField label="Year Of Used" type="number" inputMode="numeric" min={0} step={1} error={errors.usingYears?.message} {...register('usingYears')} />
      <TextField label="Post Date" type="date" error={errors.postDate?.message} {...register('postDate')} />
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
