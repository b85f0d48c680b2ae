import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { counterOfferBody, latinDigits, type Offer } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useCounterOffer } from '../api/offer-actions.ts';
import { useConversationErrorText, useOfferFieldText } from '../use-conversation-error-text.ts';

interface CounterOfferDialogProps {
  offer: Offer;
  buyerName: string;
  open: boolean;
  onClose: () => void;
}

/** The seller's own price against a buyer's offer (issue 39 §4): the buyer may accept or decline it. */
export function CounterOfferDialog({ offer, buyerName, open, onClose }: CounterOfferDialogProps) {
  const { t } = useTranslation('conversations');
  return (
    <Modal open={open} onClose={onClose} title={t('offer.counterTitle')}>
      <CounterOfferForm offer={offer} buyerName={buyerName} onClose={onClose} />
    </Modal>
  );
}

function CounterOfferForm({ offer, buyerName, onClose }: Omit<CounterOfferDialogProps, 'open'>) {
  const { t } = useTranslation('conversations');
  const { tk } = useFormat();
  const fieldText = useOfferFieldText();
  const errorText = useConversationErrorText();
  const counter = useCounterOffer(offer.id);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = counterOfferBody.safeParse({ amount: latinDigits(value).replace(/[,\s]/g, '') });
    setRefusal(undefined);
    if (!parsed.success) {
      setFieldError(fieldText(parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    counter.mutate(parsed.data.amount, {
      onSuccess: () => {
        toast.success(t('offer.countered'));
        onClose();
      },
      onError: (error) => setRefusal(errorText(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-base-content/80">{t('offer.counterHelp', { name: buyerName, amount: tk(offer.amount) })}</p>
      <TextField
        label={t('offer.amount')}
        prefix={t('offer.currency')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
      />
      {refusal && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {refusal}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={counter.isPending}>
          {t('offer.cancel')}
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={counter.isPending}>
          {counter.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('offer.counterSubmit')}
        </button>
      </div>
    </form>
  );
}
