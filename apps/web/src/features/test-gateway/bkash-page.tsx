import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { bkashTestValues, testGatewayMessages, type TestBkashBody } from '@phonehaat/contract';
import { ApiError } from '../../lib/api-error.ts';
import { useTestCheckout, useTestGatewayAction } from './api.ts';
import { TestPageFrame } from './test-page-frame.tsx';

/** The server's refusals, in the page's language. */
const refusalKeys = {
  [testGatewayMessages.wrongWallet]: 'testPage.bkash.wrongWallet',
  [testGatewayMessages.wrongOtp]: 'testPage.bkash.wrongOtp',
  [testGatewayMessages.wrongPin]: 'testPage.bkash.wrongPin',
  [testGatewayMessages.notFound]: 'testPage.notFound',
} as const;

/**
 * TEST MODE: stands in for bKash's own payment page. The buyer types a wallet number, the OTP and the
 * PIN (bKash's published sandbox values, printed here); the server checks and forgets them.
 */
export default function BkashTestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('gateways');
  const checkout = useTestCheckout('bkash', id);
  const action = useTestGatewayAction<TestBkashBody>('bkash', id);
  const [wallet, setWallet] = useState('');
  const [otp, setOtp] = useState('');
  const [pin, setPin] = useState('');
  const fieldId = useId();
  const busy = action.isPending || action.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    action.mutate({ action: 'pay', wallet, otp, pin });
  };
  const error = action.error;
  const refusal =
    error instanceof ApiError && error.message in refusalKeys ? t(refusalKeys[error.message as keyof typeof refusalKeys]) : error ? t('testPage.failed') : '';

  return (
    <TestPageFrame checkout={checkout} title={t('testPage.bkash.title')} accent="bg-[#d1115f]">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="flex flex-col gap-1" htmlFor={`${fieldId}-wallet`}>
          <span className="text-sm font-medium">{t('testPage.bkash.wallet')}</span>
          <input
            id={`${fieldId}-wallet`}
            className="input w-full font-mono placeholder:font-sans"
            inputMode="tel"
            autoComplete="off"
            placeholder={t('testPage.bkash.walletPlaceholder')}
            value={wallet}
            onChange={(event) => setWallet(event.target.value.replace(/[^\d]/g, '').slice(0, 11))}
          />
        </label>
        <div className="grid grid-cols-2 items-end gap-3">
          <label className="flex flex-col gap-1" htmlFor={`${fieldId}-otp`}>
            <span className="text-sm font-medium">{t('testPage.bkash.otp')}</span>
            <input
              id={`${fieldId}-otp`}
              className="input w-full font-mono"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          </label>
          <label className="flex flex-col gap-1" htmlFor={`${fieldId}-pin`}>
            <span className="text-sm font-medium">{t('testPage.bkash.pin')}</span>
            <input
              id={`${fieldId}-pin`}
              type="password"
              className="input w-full font-mono"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 5))}
            />
          </label>
        </div>
        <div aria-live="polite" className="min-h-6">
          {refusal && (
            <p role="alert" className="font-medium text-error">
              {refusal}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn flex-1 border-0 bg-[#d1115f] text-white hover:bg-[#b00e50]" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('testPage.bkash.next')}
          </button>
          <button type="button" className="btn btn-ghost flex-1" disabled={busy} onClick={() => action.mutate({ action: 'cancel' })}>
            {t('testPage.bkash.cancel')}
          </button>
        </div>
      </form>
      <aside className="rounded-box bg-base-200 p-3 text-sm" aria-labelledby={`${fieldId}-values`}>
        <h2 id={`${fieldId}-values`} className="font-semibold">
          {t('testPage.testValues')}
        </h2>
        <ul className="mt-1 grid gap-0.5">
          <li>
            <span className="font-mono">{bkashTestValues.wallet}</span> — {t('testPage.bkash.paysWallet')}
          </li>
          <li>
            <span className="font-mono">{bkashTestValues.declinedWallet}</span> — {t('testPage.bkash.declinedWallet')}
          </li>
          <li>
            {t('testPage.bkash.otpValue')} <span className="font-mono">{bkashTestValues.otp}</span> · {t('testPage.bkash.pinValue')}{' '}
            <span className="font-mono">{bkashTestValues.pin}</span>
          </li>
        </ul>
      </aside>
    </TestPageFrame>
  );
}
