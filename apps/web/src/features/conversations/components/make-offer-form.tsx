import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { latinDigits, newOfferBody, type Offer } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useMakeOffer } from '../api/offer-actions.ts';
import { useConversationErrorText, useOfferFieldText } from '../use-conversation-error-text.ts';
import type { OfferListing } from './make-offer-dialog.tsx';

/** The offer's fields: the booking form's (the contract's bookingFormFields, it becomes the booking) and the price. */
const offerForm = newOfferBody.omit({ productId: true });

/** A typed price as the schema reads it: Bangla digits as Latin ones, thousands' commas and spaces left out. */
const typedAmount = (value: unknown) => latinDigits(String(value ?? '')).replace(/[,\s]/g, '');

interface MakeOfferFormProps {
  listing: OfferListing;
  onCancel: () => void;
  onSent: (offer: Offer) => void;
}

/** The make-an-offer form, with the booking form's labels and checks for the meeting place and the phone. */
export default function MakeOfferForm({ listing, onCancel, onSent }: MakeOfferFormProps) {
  const { t } = useTranslation(['conversations', 'products']);
  const { tk } = useFormat();
  const fieldText = useOfferFieldText();
  const errorText = useConversationErrorText();
  const makeOffer = useMakeOffer();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(offerForm), defaultValues: { amount: '', pickUpLocation: '', phone: '' } });

  // Registered outside the JSX, where the lint rule for literal texts would read the field names as texts.
  const fields = {
    amount: register('amount', { setValueAs: typedAmount }),
    pickUpLocation: register('pickUpLocation'),
    phone: register('phone'),
  };

  const onSubmit = handleSubmit(async (form) => {
    setRefusal(undefined);
    try {
      const offer = await makeOffer.mutateAsync({ productId: listing.productId, ...form });
      toast.success(t('offer.sent'));
      onSent(offer);
    } catch (error) {
      setRefusal(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
      <div className="flex items-center gap-3 rounded-box bg-base-200 p-3">
        <img src={listing.productImage} alt="" className="size-14 rounded-field bg-base-100 object-contain" />
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">{listing.productName}</p>
          <p className="text-sm text-base-content/70">{t('offer.listed', { price: tk(listing.price) })}</p>
        </div>
      </div>
      <p className="text-sm text-base-content/80">{t('offer.help')}</p>
      <TextField
        {...fields.amount}
        label={t('offer.amount')}
        prefix={t('offer.currency')}
        inputMode="numeric"
        autoComplete="off"
        error={fieldText(errors.amount?.message)}
      />
      <TextField
        {...fields.pickUpLocation}
        label={t('products:booking.pickUp')}
        placeholder={t('products:booking.pickUpPlaceholder')}
        autoComplete="street-address"
        error={errors.pickUpLocation?.message}
      />
      <TextField
        {...fields.phone}
        label={t('products:booking.phone')}
        type="tel"
        inputMode="numeric"
        placeholder={t('products:booking.phonePlaceholder')}
        autoComplete="tel"
        error={errors.phone?.message}
      />
      {refusal && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {refusal}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn min-h-11" onClick={onCancel} disabled={isSubmitting}>
          {t('offer.cancel')}
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('offer.submit')}
        </button>
      </div>
    </form>
  );
}
