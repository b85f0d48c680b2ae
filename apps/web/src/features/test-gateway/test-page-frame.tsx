import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import type { useTestCheckout } from './api.ts';

/**
 * The frame of both simulated gateway pages: the TEST MODE banner (always, above everything), the
 * merchant, amount and phone, then the page's own form. A closed or unknown checkout says so.
 */
export function TestPageFrame({
  checkout,
  title,
  accent,
  children,
}: {
  checkout: ReturnType<typeof useTestCheckout>;
  title: string;
  /** The gateway's own colour for the header strip. */
  accent: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('gateways');
  const { tk } = useFormat();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 p-4 sm:py-10" aria-labelledby="test-gateway-title">
      <title>{`${title} — ${t('choose.testMode')}`}</title>
      <p role="note" className="rounded-box border-2 border-dashed border-warning bg-warning/15 p-3 text-center text-sm font-semibold">
        {t('testPage.banner')}
      </p>
      <div className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
        <header className={`${accent} px-4 py-3 text-white`}>
          <h1 id="test-gateway-title" className="text-lg font-bold">
            {title}
          </h1>
        </header>
        {checkout.isPending && <Spinner label={t('testPage.loading')} />}
        {checkout.isError && (
          <div className="flex flex-col items-start gap-3 p-4">
            <p role="alert">{t('testPage.notFound')}</p>
            <Link to={paths.myOrders} className="link font-medium">
              {t('testPage.back')}
            </Link>
          </div>
        )}
        {checkout.data && (
          <div className="flex flex-col gap-4 p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-base-content/70">{t('testPage.for')}</dt>
              <dd className="font-medium break-words">
                {t('testPage.merchant')} · {checkout.data.productName}
              </dd>
              <dt className="text-base-content/70">{t('testPage.amount')}</dt>
              <dd className="text-lg font-bold">{tk(checkout.data.amount)}</dd>
            </dl>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
