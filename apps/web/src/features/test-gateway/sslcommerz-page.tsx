import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { sslcommerzTestMethods, TestSslcommerzBody } from '@phonehaat/contract';
import { useTestCheckout, useTestGatewayAction } from './api.ts';
import { TestPageFrame } from './test-page-frame.tsx';

type Method = (typeof sslcommerzTestMethods)[number];
const MOBILE: Method[] = ['bkash', 'nagad', 'rocket'];
const CARDS: Method[] = ['card'];

/**
 * TEST MODE: stands in for SSLCommerz's hosted checkout. The buyer picks a method and pays, or fails,
 * or cancels; the app's simulated gateway then posts its IPN to us and sends the buyer back.
 */
export default function SslcommerzTestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('gateways');
  const checkout = useTestCheckout('sslcommerz', id);
  const action = useTestGatewayAction<TestSslcommerzBody>('sslcommerz', id);
  const [method, setMethod] = useState<Method>('bkash');
  const busy = action.isPending || action.isSuccess;

  const option = (value: Method) => (
    <label
      key={value}
      className={`flex cursor-pointer items-center gap-2 rounded-box border p-3 ${method === value ? 'border-[#2d6fb7] bg-[#2d6fb7]/10' : 'border-base-300'}`}
    >
      <input type="radio" name="ssl-method" className="radio radio-sm" checked={method === value} onChange={() => setMethod(value)} />
      <span className="font-medium">{t(`testPage.sslcommerz.methods.${value}`)}</span>
    </label>
  );

  return (
    <TestPageFrame checkout={checkout} title={t('testPage.sslcommerz.title')} accent="bg-[#2d6fb7]">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('testPage.sslcommerz.mobile')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">{MOBILE.map(option)}</div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('testPage.sslcommerz.cards')}</legend>
        {CARDS.map(option)}
      </fieldset>
      {action.isError && (
        <p role="alert" className="font-medium text-error">
          {t('testPage.failed')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className="btn border-0 bg-[#2d6fb7] text-white hover:bg-[#245a95]"
          disabled={busy}
          onClick={() => action.mutate({ outcome: 'pay', method })}
        >
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('testPage.sslcommerz.pay', { method: t(`testPage.sslcommerz.methods.${method}`) })}
        </button>
        <div className="grid gap-2 sm:grid-cols-2">
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => action.mutate({ outcome: 'fail', method })}>
            {t('testPage.sslcommerz.fail')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => action.mutate({ outcome: 'cancel', method })}>
            {t('testPage.sslcommerz.cancel')}
          </button>
        </div>
      </div>
    </TestPageFrame>
  );
}
