import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { phoneCodeForm, phoneNumberForm, type PhoneCodeForm, type PhoneNumberForm } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useSendPhoneCode, useVerifyPhoneCode, type ContactStatus } from '../api/contact-verification.ts';
import { pendingPhone } from './pending-phone.ts';

/** Better Auth's phoneNumber plugin's refusals this page words itself (auth.json `verify.errors`). */
const phoneErrorCodes = [
  'INVALID_OTP',
  'TOO_MANY_ATTEMPTS',
  'OTP_EXPIRED',
  'OTP_NOT_FOUND',
  'PHONE_NUMBER_EXIST',
  'INVALID_PHONE_NUMBER',
] as const;
type PhoneErrorCode = (typeof phoneErrorCodes)[number];
const isPhoneErrorCode = (code: string | undefined): code is PhoneErrorCode => phoneErrorCodes.some((known) => known === code);

function usePhoneErrorText() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  // The hour's cap (PHONE_CODE_LIMIT) is the server's own message, worded by its code on a Bangla page.
  return (error: unknown) =>
    error instanceof ApiError && isPhoneErrorCode(error.code) ? t(`verify.errors.${error.code}`) : errorText(error);
}

/**
 * A mobile number verified by SMS code (issue 38 §3): the number, then the 6-digit code sent to it. Wrong,
 * locked, expired and capped codes each say so; a new code can be asked for at any time (the server caps it).
 */
export function PhoneVerification({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('auth');
  const phoneErrorText = usePhoneErrorText();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const numberForm = useForm<PhoneNumberForm>({
    resolver: zodResolver(phoneNumberForm),
    defaultValues: { phoneNumber: pendingPhone.get() ?? '' },
  });
  const codeForm = useForm<PhoneCodeForm, unknown, { code: string }>({
    resolver: zodResolver(phoneCodeForm),
    defaultValues: { code: '' },
  });
  const fields = { phoneNumber: numberForm.register('phoneNumber'), code: codeForm.register('code') };

  async function sendCode(phoneNumber: string) {
    setFailure(null);
    try {
      await send.mutateAsync(phoneNumber);
      setSentTo(phoneNumber);
      codeForm.reset({ code: '' });
    } catch (error) {
      setFailure(phoneErrorText(error));
    }
  }

  const onSend = numberForm.handleSubmit((form) => sendCode(form.phoneNumber));
  const onVerify = codeForm.handleSubmit(async (form) => {
    if (!sentTo) return;
    setFailure(null);
    try {
      await verify.mutateAsync({ phoneNumber: sentTo, code: form.code });
      pendingPhone.clear();
      setSentTo(null);
      numberForm.reset({ phoneNumber: '' });
      toast.success(t('verify.phoneDone'));
    } catch (error) {
      setFailure(phoneErrorText(error));
    }
  });

  return (
    <section aria-labelledby="phone-heading" className="grid gap-3">
      <h2 id="phone-heading" className="text-lg font-semibold">
        {t('verify.phoneHeading')}
      </h2>
      {status.phoneNumberVerified && status.phoneNumber ? (
        <>
          <p className="font-medium text-success">{t('verify.phoneVerified', { phone: status.phoneNumber })}</p>
          {!sentTo && <p className="text-sm text-base-content/70">{t('verify.changePhone')}</p>}
        </>
      ) : (
        !sentTo && <p>{t('verify.phoneUnverified')}</p>
      )}
      {sentTo ? (
        <form onSubmit={onVerify} noValidate className="grid gap-3">
          <p role="status">{t('verify.codeSent', { phone: sentTo })}</p>
          <TextField
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeForm.formState.errors.code?.message}
            {...fields.code}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={codeForm.formState.isSubmitting}>
              {codeForm.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('verify.verifyCode')}
            </button>
            <button type="button" className="btn btn-ghost" disabled={send.isPending} onClick={() => void sendCode(sentTo)}>
              {t('verify.newCode')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setSentTo(null)}>
              {t('verify.otherNumber')}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={onSend} noValidate className="grid gap-3">
          <TextField
            label={t('fields.mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={numberForm.formState.errors.phoneNumber?.message}
            {...fields.phoneNumber}
          />
          <button type="submit" className="btn btn-primary justify-self-start" disabled={numberForm.formState.isSubmitting}>
            {numberForm.formState.isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('verify.sendCode')}
          </button>
        </form>
      )}
      {failure && (
        <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
          {failure}
        </p>
      )}
    </section>
  );
}
