import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { addressLine, messages, type NewBookingBody, type Product } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { AddressFields, DeliveryQuoteCard, emptyAddress, useCourier, useDeliveryErrorText } from '../../delivery/index.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { bookingChoiceForm, PICK_UP_MAX, type BookingChoiceInput, type BookingChoiceValues } from './booking-form-schema.ts';
import { DeliveryChoice } from './delivery-choice.tsx';

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
 * shown prefilled and disabled; the buyer types a pick-up location and a phone number. A phone its seller
 * ships (issue 42) may instead come by courier: the address replaces the pick-up location, and the fee is
 * quoted apart from the price.
 */
export default function BookingForm({ product, buyer, onDone }: BookingFormProps) {
  const booking = useCreateBooking();
  const { t } = useTranslation(['products', 'spec', 'delivery']);
  const { tk } = useFormat();
  const errorText = useDeliveryErrorText();
  const courier = useCourier();
  const form = useForm<BookingChoiceInput, unknown, BookingChoiceValues>({
    resolver: zodResolver(bookingChoiceForm) as Resolver<BookingChoiceInput, unknown, BookingChoiceValues>,
    defaultValues: { method: 'meetup', pickUpLocation: '', phone: '', address: emptyAddress },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const method = useWatch({ control, name: 'method' });
  const [district, area] = useWatch({ control, name: ['address.district', 'address.area'] });
  const deliverable = Boolean(courier && product.ships);
  const byCourier = deliverable && method === 'courier';

  // Registered outside the JSX, where the lint rule for literal texts would read the field names as texts.
  const fields = { pickUpLocation: register('pickUpLocation'), phone: register('phone'), method: register('method') };

  const buyerName = buyer.displayName || messages.unauthorizedName;
  const buyerEmail = buyer.email || messages.unauthorizedName;

  const onSubmit = handleSubmit(async (values) => {
    const body: NewBookingBody = {
      productId: product._id,
      productName: product.productName,
      productImage: product.image,
      buyerName,
      email: buyerEmail,
      price: product.selling,
      sellerLocation: product.location,
      pickUpLocation: values.pickUpLocation ?? '',
      phone: values.phone ?? '',
    };
    if (values.method === 'courier') {
      const { landmark, ...address } = values.address;
      const delivered = { ...address, ...(landmark && { landmark }) };
      body.delivery = { kind: 'courier', address: delivered };
      body.pickUpLocation = addressLine(delivered).slice(0, PICK_UP_MAX);
      body.phone = values.phone ?? delivered.phone;
    }
    try {
      await booking.mutateAsync(body);
      toast.success(t('spec:bookingSuccess'));
      onDone();
    } catch (error) {
      // Spec §8: a booking failure shows the server's message as a toast (in the page's language).
      toast.error(errorText(error));
    }
  });

  return (
    <FormProvider {...form}>
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
        {deliverable && <DeliveryChoice field={fields.method} chosen={method} />}
        {byCourier ? (
          <>
            <AddressFields />
            <DeliveryQuoteCard productId={product._id} priceTk={product.selling} district={district} area={area} />
          </>
        ) : (
          <TextField
            {...fields.pickUpLocation}
            label={t('booking.pickUp')}
            placeholder={t('booking.pickUpPlaceholder')}
            autoComplete="street-address"
            error={errors.pickUpLocation?.message}
          />
        )}
        <TextField
          {...fields.phone}
          label={t('booking.phone')}
          type="tel"
          inputMode="numeric"
          placeholder={t('booking.phonePlaceholder')}
          autoComplete="tel"
          hint={byCourier ? t('delivery:booking.phoneOptional') : undefined}
          error={errors.phone?.message}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('booking.submit')}
        </button>
      </form>
    </FormProvider>
  );
}
