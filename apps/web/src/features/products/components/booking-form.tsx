import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { bookingForm, messages, type BookingForm as BookingFormValues, type Product } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatTk } from '../../../lib/i18n/format.ts';
import { useCreateBooking } from '../api/create-booking.ts';

export interface Buyer {
  displayName: string;
  email: string;
}

interface BookingFormProps {
  product: Product;
  buyer: Buyer;
  onDone: () => void;
}

/**
 * Spec §2/§5 booking form: the buyer's name and email, the selling price and the seller's location are
 * shown prefilled and disabled; the buyer types a pick-up location and a phone number.
 */
export default function BookingForm({ product, buyer, onDone }: BookingFormProps) {
  const booking = useCreateBooking();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues>({ resolver: zodResolver(bookingForm), defaultValues: { pickUpLocation: '', phone: '' } });

  const buyerName = buyer.displayName || messages.unauthorizedName;
  const buyerEmail = buyer.email || messages.unauthorizedName;

  const onSubmit = handleSubmit(async (form) => {
    try {
      await booking.mutateAsync({
        productId: product._id,
        productName: product.productName,
        productImage: product.image,
        buyerName,
        email: buyerEmail,
        price: product.selling,
        sellerLocation: product.location,
        pickUpLocation: form.pickUpLocation,
        phone: form.phone,
      });
      toast.success(messages.bookingSuccess);
      onDone();
    } catch (error) {
      // Spec §8: a booking failure shows the server's message as a toast.
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="flex items-center gap-3 rounded-box bg-base-200 p-3">
        <img src={product.image} alt="" className="size-14 rounded-field bg-base-100 object-contain" />
        <p className="font-semibold">{product.productName}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Your Name" name="buyerName" value={buyerName} disabled readOnly />
        <TextField label="Your Email" name="email" type="email" value={buyerEmail} disabled readOnly />
        <TextField label="Selling Price" name="price" value={formatTk(product.selling)} disabled readOnly />
        <TextField label="Seller Location" name="sellerLocation" value={product.location} disabled readOnly />
      </div>
      <TextField
        label="Pick-up Location"
        placeholder="e.g. Dhanmondi 27, Dhaka"
        autoComplete="street-address"
        error={errors.pickUpLocation?.message}
        {...register('pickUpLocation')}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="numeric"
        placeholder="01XXXXXXXXX"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Submit
      </button>
    </form>
  );
}
