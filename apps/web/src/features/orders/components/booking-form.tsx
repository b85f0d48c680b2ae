import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { bookingForm, messages, type BookingForm as BookingFormValues, type Product } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
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
  const { t } = useTranslation(['products', 'spec']);
  const { tk } = useFormat();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues>({ resolver: zodResolver(bookingForm), defaultValues: { pickUpLocation: '', phone: '' } });

  // Registered outside the JSX, where the lint rule for literal texts would read the field names as texts.
  const fields = { pickUpLocation: register('pickUpLocation'), phone: register('phone') };

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
      toast.success(t('spec:bookingSuccess'));
      onDone();
    } catch (error) {
      // Spec §8: a booking failure shows the server's message as a toast (in the page's language).
      toast.error(errorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <div className="flex items-center gap-3 rounded-box bg-base-200 p-3">
        <img src={product.image} alt="" className="size-14 rounded-field bg-base-100 object-contain" />
        <p className="font-semibold">{product.productName}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('booking.yourName')} name="buyerName" value={buyerName} disabled readOnly />
        <TextField label={t('booking.yourEmail')} name="email" type="email" value={buyerEmail} disabled readOnly />
        <TextField label={t('booking.sellingPrice')} name="price" value={tk(product.selling)} disabled readOnly />
        <TextField label={t('booking.sellerLocation')} name="sellerLocation" value={product.location} disabled readOnly />
      </div>
      <TextField
        {...fields.pickUpLocation}
        label={t('booking.pickUp')}
        placeholder={t('booking.pickUpPlaceholder')}
        autoComplete="street-address"
        error={errors.pickUpLocation?.message}
      />
      <TextField
        {...fields.phone}
        label={t('booking.phone')}
        type="tel"
        inputMode="numeric"
        placeholder={t('booking.phonePlaceholder')}
        autoComplete="tel"
        error={errors.phone?.message}
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('booking.submit')}
      </button>
    </form>
  );
}
