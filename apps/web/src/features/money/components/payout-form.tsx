import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorCodes } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useRequestPayout } from '../api/request-payout.ts';
import { payoutFormSchema, payoutMessageKey, type PayoutFormInput, type PayoutFormValues } from './payout-form-schema.ts';
import { usePoisha } from '../../orders/index.ts';

/** The seller asks for up to `maxPoisha` (available, less what is already asked for) to a bKash number or bank account. */
export function PayoutForm({ maxPoisha }: { maxPoisha: number }) {
  const { t } = useTranslation('money');
  const poisha = usePoisha();
  const errorText = useErrorText();
  const request = useRequestPayout();
  const schema = useMemo(() => payoutFormSchema(maxPoisha), [maxPoisha]);
  const form = useForm<PayoutFormInput, unknown, PayoutFormValues>({
    // The schema reads digits typed in Bangla (a preprocess step), so its input type is wider than the fields'.
    resolver: zodResolver(schema) as Resolver<PayoutFormInput, unknown, PayoutFormValues>,
    defaultValues: { amount: '', account: { method: 'bkash', number: '' } },
  });
  // The fields' registrations, made outside the markup (their names are not texts anyone reads).
  const fields = {
    amount: form.register('amount'),
    method: form.register('account.method'),
    number: form.register('account.number'),
    name: form.register('account.name'),
    bank: form.register('account.bank'),
    branch: form.register('account.branch'),
  };
  const methods = ['bkash', 'bank'] as const;
  const method = useWatch({ control: form.control, name: 'account.method' });
  const errors = form.formState.errors;
  const accountErrors = errors.account as Record<string, FieldError | undefined> | undefined;

  /** A schema message in the page's language. */
  const say = (error: FieldError | undefined) => {
    const key = payoutMessageKey(error?.message);
    if (!key) return error?.message;
    return key === 'tooMuch' ? t('payoutForm.tooMuch', { amount: poisha(maxPoisha) }) : t(`messages.${key}`);
  };

  async function submit(values: PayoutFormValues) {
    try {
      await request.mutateAsync(values);
      toast.success(t('payoutForm.success'));
      form.reset({ amount: '', account: values.account });
    } catch (error) {
      const tooMuch = error instanceof ApiError && error.code === errorCodes.payoutExceedsBalance;
      toast.error(tooMuch ? t('payoutForm.tooMuch', { amount: poisha(maxPoisha) }) : errorText(error));
    }
  }

  if (maxPoisha <= 0) {
    return <p className="rounded-box bg-base-200 p-4 text-base-content/80">{t('payoutForm.nothingAvailable')}</p>;
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label={t('payoutForm.title')}>
      <TextField
        label={t('payoutForm.amount')}
        inputMode="decimal"
        autoComplete="off"
        prefix={t('payoutForm.currency')}
        hint={t('payoutForm.amountHint', { amount: poisha(maxPoisha) })}
        error={say(errors.amount)}
        {...fields.amount}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('payoutForm.method')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {methods.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-2 rounded-box border px-3 py-2 ${method === value ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            >
              <input type="radio" className="radio radio-primary radio-sm" value={value} {...fields.method} />
              <span className="font-medium">{t(`methods.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'bkash' ? (
        <TextField
          key="bkash"
          label={t('payoutForm.bkashNumber')}
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('payoutForm.bkashPlaceholder')}
          hint={t('payoutForm.bkashHint')}
          error={say(accountErrors?.number)}
          {...fields.number}
        />
      ) : (
        <div key="bank" className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('payoutForm.accountName')} autoComplete="name" error={say(accountErrors?.name)} {...fields.name} />
          <TextField label={t('payoutForm.accountNumber')} inputMode="numeric" autoComplete="off" error={say(accountErrors?.number)} {...fields.number} />
          <TextField label={t('payoutForm.bankName')} autoComplete="off" error={say(accountErrors?.bank)} {...fields.bank} />
          <TextField label={t('payoutForm.branch')} autoComplete="off" error={say(accountErrors?.branch)} {...fields.branch} />
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('payoutForm.submit')}
      </button>
    </form>
  );
}
